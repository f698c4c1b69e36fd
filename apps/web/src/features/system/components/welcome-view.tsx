import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** /welcome: a red background, the product name, 'Welcome page' and a Login button without an action. */
export function WelcomeView({ appName }: { appName: string }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: '#d32f2f',
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        textAlign: 'center',
        p: 2,
      }}
    >
      <Typography variant="h3" component="h1">
        {appName}
      </Typography>
      <Typography variant="h6" component="p">
        Welcome page
      </Typography>
      {/* Red on white (5:1): on MUI's default grey fill the red text fell short of WCAG AA's 4.5:1. */}
      <Button
        variant="contained"
        color="inherit"
        sx={{ color: '#d32f2f', bgcolor: '#fff', '&:hover': { bgcolor: 'grey.100' } }}
      >
        Login
      </Button>
    </Box>
  );
}
