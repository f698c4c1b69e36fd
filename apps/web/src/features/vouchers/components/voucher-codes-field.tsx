import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, type FieldArrayWithId } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';

import type { VoucherFormValues } from '../voucher-form';
import type { TVoucherForm, TVoucherType } from '@printhub/contract';

export const BOUGHT_CODE_HINT = 'Bought by a user: it cannot be changed or removed';

interface VoucherCodesFieldProps {
  control: Control<VoucherFormValues, unknown, TVoucherForm>;
  fields: FieldArrayWithId<VoucherFormValues, 'vouchers'>[];
  mode: TVoucherType;
  disabled?: boolean;
  /** A message for the list as a whole (from the server). */
  listError?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * The voucher codes: one input for a single voucher; for a multiple voucher a list with a
 * delete per row (only while more than one row remains) and 'Add-voucher', which single mode disables.
 */
export function VoucherCodesField({
  control,
  fields,
  mode,
  disabled = false,
  listError,
  onAdd,
  onRemove,
}: VoucherCodesFieldProps) {
  const single = mode === 'single';
  const rows = single ? fields.slice(0, 1) : fields;
  return (
    <Stack sx={{ gap: 1 }} role="group" aria-label="Voucher codes">
      <Typography variant="subtitle2" component="h3">
        {single ? 'Voucher code' : `Voucher codes (${fields.length})`}
      </Typography>
      <Box sx={{ maxHeight: 320, overflowY: 'auto', pt: 1 }}>
        <Stack sx={{ gap: 1.5 }}>
          {rows.map((row, index) => (
            <Stack key={row.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <TextField
                control={control}
                name={`vouchers.${index}.voucher_code`}
                label={single ? 'Voucher Code' : `Voucher Code ${index + 1}`}
                required
                fullWidth
                size="small"
                disabled={disabled || row.locked}
                hint={row.locked ? BOUGHT_CODE_HINT : undefined}
              />
              {!single && (
                <IconButton
                  aria-label={`Remove voucher code ${index + 1}`}
                  onClick={() => onRemove(index)}
                  disabled={disabled || fields.length <= 1 || row.locked}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      </Box>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={disabled || single}
          variant="outlined"
          size="small"
        >
          Add-voucher
        </Button>
      </Box>
    </Stack>
  );
}
