import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';

import { useAppName } from '@/lib/app-info';
import { currentUserQueryOptions } from '@/lib/current-user';

import { LoginPage } from './login-page';

/** /login inside the running app (after a sign-out or a guarded link): a fresh cache, primed with the user. */
export function RoutedLoginPage() {
  const appName = useAppName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return (
    <LoginPage
      appName={appName}
      next={params.get('next')}
      onSignedIn={(session, path) => {
        queryClient.clear();
        queryClient.setQueryData(currentUserQueryOptions().queryKey, session.user);
        void navigate(path, { replace: true });
      }}
    />
  );
}
