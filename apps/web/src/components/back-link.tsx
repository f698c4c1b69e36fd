import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/**
 * A detail screen's way back to the list it belongs to (the entry the side menu marks): 'Back to {name}'. The
 * arrow is a character, not an icon module (the screens that use it are near their bundle budget).
 */
export function BackLink({ to, name }: { to: string; name: string }) {
  return (
    <Button component={RouterLink} to={to} size="small" sx={{ mb: 1 }}>
      <span aria-hidden="true">←&nbsp;</span>
      {`Back to ${name}`}
    </Button>
  );
}
