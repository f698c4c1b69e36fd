import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** A detail screen's way back to the list it belongs to (the list the side menu marks): 'Back to {name}'. */
export function BackLink({ to, name }: { to: string; name: string }) {
  return (
    <Button component={RouterLink} to={to} size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {`Back to ${name}`}
    </Button>
  );
}
