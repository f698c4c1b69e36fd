/**
 * React DOM's client, for the small bundles' mountStaged (staged.tsx). React DOM is a CommonJS module: the
 * bundle runs it where it is first required, in the top level of the first module that imports it. The small
 * builds put this module in the chunk with React DOM itself (smallGroups, scripts/small-bundles.ts), so that
 * starting React DOM is part of that chunk's evaluation, a task of its own, and not of the screens' chunk's.
 */
export { createRoot } from 'react-dom/client';
