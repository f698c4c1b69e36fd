import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { LoadingState } from '@/components/loading-state';
import { logout } from '@/lib/logout';

/** `{any path}/logout`: revoke the token (best effort), forget the session, then sign in again. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <LoadingState label="Signing out…" />;
}
