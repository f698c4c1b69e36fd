import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import { RetryAlert } from '@/components/query-error';
import { useOnVisible } from '@/lib/use-on-visible';

import { LOADING_TEXT, REFERRALS_LOAD_FAILED_TEXT } from '../messages';

export interface LoadingBarProps {
  loading: boolean;
  /** More pages to load: the bar loads the next one when it becomes visible. */
  hasMore: boolean;
  failed: boolean;
  onVisible: () => void;
  onRetry: () => void;
}

/** The bar under the cards: 'Loading...' while a page loads, the failure with Retry, else an invisible trigger. */
export function LoadingBar({ loading, hasMore, failed, onVisible, onRetry }: LoadingBarProps) {
  const ref = useOnVisible<HTMLDivElement>(onVisible, hasMore && !loading && !failed);
  return (
    <Box ref={ref} data-testid="referrals-loading-bar" sx={{ mt: 2, minHeight: 8 }}>
      {loading && (
        <Box role="status" aria-live="polite" sx={{ textAlign: 'center' }}>
          <LinearProgress aria-hidden />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {LOADING_TEXT}
          </Typography>
        </Box>
      )}
      {!loading && failed && <RetryAlert onRetry={onRetry}>{REFERRALS_LOAD_FAILED_TEXT}</RetryAlert>}
    </Box>
  );
}
