import Chip from '@mui/material/Chip';

/**
 * The mark of an expired QR code or voucher in a list: a chip that says "Expired" (its text is what screen
 * readers read), set apart from the dots of active and inactive rows.
 */
export function ExpiredChip({ since }: { since?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="error"
      label="Expired"
      title={since ? `Expired: valid until ${since}` : undefined}
    />
  );
}
