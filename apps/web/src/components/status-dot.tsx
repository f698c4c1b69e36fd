import Box from '@mui/material/Box';

/**
 * A yes/no state as a dot, green when `on`, grey otherwise, named for screen readers by `label` (and shown
 * as a tooltip with `titled`).
 */
export function StatusDot({ on, label, titled = false }: { on: boolean; label: string; titled?: boolean }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={titled ? label : undefined}
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: on ? 'success.main' : 'grey.400',
      }}
    />
  );
}
