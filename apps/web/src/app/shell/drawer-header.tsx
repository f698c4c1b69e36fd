import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { TCurrentUser } from '@printhub/contract';

/** The drawer's header: logo, role label, full name, e-mail. */
export function DrawerHeader({ user, appName }: { user: TCurrentUser; appName: string }) {
  return (
    <Stack
      sx={{
        alignItems: 'center',
        gap: 0.5,
        p: 2,
        textAlign: 'center',
        bgcolor: 'primary.main',
        // The theme's contrast text on the specified green: white only reaches 4.1:1 there (WCAG AA asks 4.5:1).
        color: 'primary.contrastText',
      }}
    >
      <img src="/logo.svg" alt={`${appName} logo`} width={56} height={56} />
      <Typography variant="overline" sx={{ lineHeight: 1.5 }}>
        {user.is_superuser ? 'Super Admin' : 'Staff User'}
      </Typography>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{user.full_name}</Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {user.email}
      </Typography>
    </Stack>
  );
}
