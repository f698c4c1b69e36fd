import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Stack role="status" aria-live="polite" sx={{ alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
