import { isRouteErrorResponse, useRouteError } from 'react-router';

const messageOf = (error: unknown) =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * A route's error screen: a screen whose code failed to load or timed out, or that failed as it rendered.
 * The router keeps a failed chunk's import, so a new load of the page is what tries again. Plain elements,
 * in the theme's colours: the page's entry carries it, and no MUI component of its own.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Screen failed to load', error);
  return (
    <div style={{ padding: 24, fontFamily: 'var(--mui-font-family, sans-serif)' }}>
      <p role="alert" style={{ color: 'var(--mui-palette-error-main)', margin: '0 0 16px' }}>
        This screen could not be loaded: {messageOf(error)}
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}
