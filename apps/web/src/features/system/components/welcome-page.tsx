import { useAppName } from '@/lib/app-info';

import { WelcomeView } from './welcome-view';

/** /welcome inside the app, with the product name from the app's query cache. */
export function WelcomePage() {
  return <WelcomeView appName={useAppName()} />;
}
