import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** /404 and /500, with a plain link that loads the dashboard. */
function StatusPage({ text }: { text: string }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, p: 2 }}
    >
      <Typography variant="h4" component="h1">
        {text}
      </Typography>
      <Button href="/dashboard" variant="outlined">
        Go to the dashboard
      </Button>
    </Box>
  );
}

export const NotFoundPage = () => <StatusPage text="This is 404 page" />;
export const ServerErrorPage = () => <StatusPage text="This is 500 page" />;
