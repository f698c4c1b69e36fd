import RefreshIcon from '@mui/icons-material/Refresh';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface RefreshButtonProps {
  onRefresh: () => void;
  loading?: boolean;
  label?: string;
}

/** The refresh control of the list-loading pattern (SPEC.md §7); disabled while a load is running. */
export function RefreshButton({ onRefresh, loading = false, label = 'Refresh' }: RefreshButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onRefresh} disabled={loading} aria-busy={loading}>
          {loading ? <CircularProgress size={20} aria-hidden /> : <RefreshIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
