import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface RefreshButtonProps {
  onRefresh: () => void;
  loading?: boolean;
  label?: string;
}

/**
 * The refresh control of the list-loading pattern; disabled while a load is running. Its label
 * is written out rather than shown in a tooltip: clearer, and it spares every list the tooltip's 11 kB.
 */
export function RefreshButton({ onRefresh, loading = false, label = 'Refresh' }: RefreshButtonProps) {
  return (
    <Button
      onClick={onRefresh}
      disabled={loading}
      aria-busy={loading}
      startIcon={loading ? <CircularProgress size={18} aria-hidden /> : <RefreshIcon />}
    >
      {label}
    </Button>
  );
}
