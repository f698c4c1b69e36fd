import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { MIN_SCREENS, signedInChunk } from './chunk-groups';

const src = (file: string) => path.join(import.meta.dirname, '../src', file);
const lib = (name: string) => `/node_modules/${name}/index.js`;

type Node = { importedIds?: string[]; dynamicallyImportedIds?: string[] };

/** A module graph as the bundler shows it to the group: what each module imports, statically and lazily. */
function graphOf(nodes: Record<string, Node>) {
  return {
    getModuleInfo: (id: string) =>
      nodes[id] ? { importedIds: [], dynamicallyImportedIds: [], ...nodes[id] } : null,
  };
}

const screens = Array.from({ length: MIN_SCREENS + 1 }, (_, i) => src(`features/screen-${i}.tsx`));
const [firstScreen, ...otherScreens] = screens as [string, ...string[]];

/**
 * The app in small: the entry (React, the router) with /login and the signed-in layout and routes' table
 * lazily; every screen draws the list table and a button (which /login draws too); one screen alone a chart;
 * all but one screen a menu; the table's loaders read the list config; the shell draws the menu bar.
 */
const graph = graphOf({
  [src('main.tsx')]: { importedIds: [lib('react'), src('app/router.tsx')] },
  [src('app/router.tsx')]: {
    dynamicallyImportedIds: [
      src('features/auth/components/routed-login-page.tsx'),
      src('app/signed-in.tsx'),
      src('app/routes/role-routes.tsx'),
    ],
  },
  [src('features/auth/components/routed-login-page.tsx')]: { importedIds: [lib('button'), lib('react')] },
  [src('app/signed-in.tsx')]: { importedIds: [lib('app-bar'), lib('react')] },
  [src('app/routes/role-routes.tsx')]: {
    importedIds: [src('features/orders/loaders.ts')],
    dynamicallyImportedIds: screens,
  },
  [src('features/orders/loaders.ts')]: { importedIds: [src('features/orders/list-config.ts')] },
  [firstScreen]: { importedIds: [src('components/data-table.tsx'), lib('button'), lib('chart')] },
  ...Object.fromEntries(
    otherScreens.map((screen) => [
      screen,
      {
        importedIds: [
          src('components/data-table.tsx'),
          lib('button'),
          lib('menu'),
          src('features/orders/list-config.ts'),
        ],
      },
    ]),
  ),
  [src('components/data-table.tsx')]: { importedIds: [lib('table'), lib('react')] },
});

const groupOf = (id: string) => signedInChunk(id, graph);

describe('the signed-in screens’ common chunk', () => {
  it('takes what enough signed-in screens load, with what it imports and the shell', () => {
    expect(groupOf(src('components/data-table.tsx'))).toBe('signed-in-common');
    expect(groupOf(lib('table'))).toBe('signed-in-common');
    expect(groupOf(lib('app-bar'))).toBe('signed-in-common');
  });

  it('takes what MIN_SCREENS screens load, and not what fewer load', () => {
    expect(groupOf(lib('menu'))).toBe('signed-in-common');
    expect(groupOf(lib('chart'))).toBeNull();
  });

  it('never takes what a signed-out page loads, even if every screen loads it too', () => {
    expect(groupOf(lib('react'))).toBeNull();
    expect(groupOf(lib('button'))).toBeNull();
  });

  it('puts what the routes’ table imports in a chunk of its own, and leaves the lazy modules alone', () => {
    expect(groupOf(src('features/orders/list-config.ts'))).toBe('screen-loaders');
    expect(groupOf(src('features/orders/loaders.ts'))).toBe('screen-loaders');
    expect(groupOf(src('app/signed-in.tsx'))).toBeNull();
    expect(groupOf(firstScreen)).toBeNull();
  });
});
