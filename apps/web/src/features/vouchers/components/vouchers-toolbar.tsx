import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SearchField } from '@/components/search-field';

export interface VouchersToolbarProps {
  q: string;
  onSearch: (q: string) => void;
  selectedCount: number;
  busy?: boolean;
  onDelete: () => void;
  onEdit: () => void;
}

/** Search and the actions bar (SPEC.md §4: DELETE with one or more selected, EDIT with exactly one). */
export function VouchersToolbar({
  q,
  onSearch,
  selectedCount,
  busy = false,
  onDelete,
  onEdit,
}: VouchersToolbarProps) {
  return (
    <Stack sx={{ gap: 2, mb: 2 }}>
      <SearchField label="Search Vouchers" value={q} onSearch={onSearch} />
      <Stack
        role="toolbar"
        aria-label="Voucher actions"
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={selectedCount === 0 || busy}
          onClick={onDelete}
        >
          DELETE
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          disabled={selectedCount !== 1 || busy}
          onClick={onEdit}
        >
          EDIT
        </Button>
        <Typography color="text.secondary" aria-live="polite">
          {selectedCount > 0 ? `${selectedCount} selected` : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
