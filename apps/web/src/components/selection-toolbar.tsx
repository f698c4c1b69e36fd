import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SearchField } from '@/components/search-field';

export interface SelectionToolbarProps {
  /** The search box's label ('Search Companies', 'Search Vouchers'). */
  searchLabel: string;
  /** The actions bar's accessible name. */
  actionsLabel: string;
  q: string;
  onSearch: (q: string) => void;
  selectedCount: number;
  busy?: boolean;
  onDelete: () => void;
  onEdit: () => void;
}

/** Search and the actions bar of a selectable list (DELETE with one or more selected, EDIT with exactly one). */
export function SelectionToolbar({
  searchLabel,
  actionsLabel,
  q,
  onSearch,
  selectedCount,
  busy = false,
  onDelete,
  onEdit,
}: SelectionToolbarProps) {
  return (
    <Stack sx={{ gap: 2, mb: 2 }}>
      <SearchField label={searchLabel} value={q} onSearch={onSearch} />
      <Stack
        role="toolbar"
        aria-label={actionsLabel}
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
