import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SearchField } from '@/components/search-field';

/** A list's search box: its label ('Search Companies', 'Search Vouchers'), the search and where it goes. */
export interface ToolbarSearch {
  label: string;
  q: string;
  onSearch: (q: string) => void;
}

export interface SelectionToolbarProps {
  /** The search box, above the actions; none on a phone, where it folds with the list's filters. */
  search?: ToolbarSearch;
  /** The actions bar's accessible name. */
  actionsLabel: string;
  selectedCount: number;
  busy?: boolean;
  onDelete: () => void;
  onEdit: () => void;
}

/** Search and the actions bar of a selectable list (DELETE with one or more selected, EDIT with exactly one). */
export function SelectionToolbar({
  search,
  actionsLabel,
  selectedCount,
  busy = false,
  onDelete,
  onEdit,
}: SelectionToolbarProps) {
  return (
    <Stack sx={{ gap: 2, mb: 2 }}>
      {search && <SearchField label={search.label} value={search.q} onSearch={search.onSearch} />}
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
