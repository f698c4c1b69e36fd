import { isRouteErrorResponse, useRouteError } from 'react-router';

const messageOf = (error: unknown) =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * A screen that failed to load or to render. The router keeps a failed chunk's import: only a reload tries
 * again. Plain elements in the theme's colours, as the page's entry carries it.
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
