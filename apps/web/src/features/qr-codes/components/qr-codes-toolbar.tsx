import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DateRangeFilter } from '@/components/date-field/date-range-filter';
import { countSet, FilterFold } from '@/components/filter-fold';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';

import { QR_FILTER_LABELS, QR_FILTER_OPTIONS, toggleActiveLabel } from '../list-state';

import type { TQrCode, TQrFilter } from '@printhub/contract';

export interface QrCodesToolbarProps {
  q: string;
  filter: TQrFilter;
  onSearch: (q: string) => void;
  onFilterChange: (filter: TQrFilter) => void;
  /** The generated-date range (YYYY-MM-DD) and its change. */
  from?: string;
  to?: string;
  onDateChange: (end: 'from' | 'to', value: string | undefined) => void;
  /** The selected rows that are shown. */
  selected: readonly TQrCode[];
  busy?: boolean;
  onDelete: () => void;
  onEdit: () => void;
  onToggleActive: () => void;
  /** Activates or deactivates every selected QR code at once. */
  onBulkActive: (isActive: boolean) => void;
  onDownloadZip: () => void;
}

/**
 * Search, the filter, and the actions bar (DELETE, the bulk (de)activation and the ZIP with ≥1 selected; EDIT and
 * the toggle with 1).
 */
export function QrCodesToolbar({
  q,
  filter,
  onSearch,
  onFilterChange,
  from,
  to,
  onDateChange,
  selected,
  busy = false,
  onDelete,
  onEdit,
  onToggleActive,
  onBulkActive,
  onDownloadZip,
}: QrCodesToolbarProps) {
  const one = selected.length === 1;
  const some = selected.length > 0;
  return (
    <Stack sx={{ gap: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <FilterFold active={countSet(q, filter !== 'all' && filter, from, to)}>
          <SearchField label="Search Qr Codes" value={q} onSearch={onSearch} />
          <FilterSelect
            label="Filter"
            value={filter}
            options={QR_FILTER_OPTIONS.map((option) => ({ value: option, label: QR_FILTER_LABELS[option] }))}
            onChange={onFilterChange}
          />
          <DateRangeFilter
            fromLabel="Generated from"
            toLabel="Generated to"
            from={from}
            to={to}
            onChange={onDateChange}
          />
        </FilterFold>
      </Stack>
      <Stack
        role="toolbar"
        aria-label="QR code actions"
        direction="row"
        sx={{
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          '& .MuiButton-root': { textTransform: 'none' },
        }}
      >
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!some || busy}
          onClick={onDelete}
        >
          DELETE
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} disabled={!one || busy} onClick={onEdit}>
          EDIT
        </Button>
        <Button
          variant="outlined"
          startIcon={<PowerSettingsNewIcon />}
          disabled={!one || busy}
          onClick={onToggleActive}
        >
          {toggleActiveLabel(selected)}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ToggleOnIcon />}
          disabled={!some || busy}
          onClick={() => onBulkActive(true)}
        >
          Activate selected
        </Button>
        <Button
          variant="outlined"
          startIcon={<ToggleOffIcon />}
          disabled={!some || busy}
          onClick={() => onBulkActive(false)}
        >
          Deactivate selected
        </Button>
        <Button
          variant="outlined"
          startIcon={<FolderZipIcon />}
          disabled={!some || busy}
          onClick={onDownloadZip}
        >
          Download ZIP
        </Button>
        <Typography color="text.secondary" aria-live="polite">
          {some ? `${selected.length} selected` : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
