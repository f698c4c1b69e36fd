import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { useAppName } from '@/lib/app-info';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

function DocumentTitle() {
  const appName = useAppName();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <DocumentTitle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
