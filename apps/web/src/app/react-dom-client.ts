/**
 * React DOM's client, for mountStaged (staged.tsx) and the app's mountApp (app-entry.tsx). React DOM is a
 * CommonJS module: the bundle runs it where it is first required, in the top level of the first module that
 * imports it. The builds put this module in the chunk with React DOM itself (the small builds' smallGroups,
 * scripts/small-bundles.ts; the app build's APP_GROUPS, vite.config.ts), so that starting React DOM is part
 * of that chunk's evaluation, a task of its own, and not of the screens' chunk's or the app entry's.
 */
export { createRoot } from 'react-dom/client';
