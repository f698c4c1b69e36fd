import { describe, expect, it } from 'vitest';

import { checkSmallBundle, importsFirst, smallGroups, type SmallManifest } from './small-bundles';

const ENTRY = 'src/app/sign-in-entry.tsx';

/** A small build's manifest as the groups make it: each layer imports the layers under it. */
const manifest: SmallManifest = {
  [ENTRY]: { file: 'assets/sign-in.js', name: 'sign-in', imports: ['_runtime.js', '_react.js', '_mui.js'] },
  '_mui.js': { file: 'assets/mui.js', name: 'sign-in-mui', imports: ['_runtime.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js', name: 'sign-in-react', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js', name: 'rolldown-runtime' },
  // Loaded on demand (the toasts): not among what the entry loads at once.
  'src/lib/toast-host.tsx': { file: 'assets/toast-host.js', imports: ['_mui.js'] },
};

/** The group that takes a module (the highest priority whose test matches), or the entry's chunk. */
const groupOf = (id: string) =>
  smallGroups('public')
    .sort((a, b) => b.priority - a.priority)
    .find((group) => group.test.test(id))?.name ?? 'entry';

describe("the small bundles' chunks", () => {
  it('lists every chunk the entry imports, however deep, each after the chunks it imports', () => {
    const order = importsFirst(manifest, ENTRY);
    expect(order).toEqual(['_runtime.js', '_react.js', '_mui.js']);
    for (const [index, key] of order.entries()) {
      for (const imported of manifest[key]!.imports ?? []) {
        expect(order.indexOf(imported)).toBeLessThan(index);
      }
    }
  });

  it('lists a chunk imported by several only once, and the entry itself not at all', () => {
    const order = importsFirst(manifest, ENTRY);
    expect(new Set(order).size).toBe(order.length);
    expect(order).not.toContain(ENTRY);
  });

  it('fails on a chunk the manifest does not hold', () => {
    expect(() => importsFirst({ [ENTRY]: { file: 'a.js', imports: ['_gone.js'] } }, ENTRY)).toThrow(
      /no entry for _gone\.js/,
    );
  });

  it('passes a bundle with a chunk of each layer and fails one that lost a layer', () => {
    expect(() => checkSmallBundle(manifest, ENTRY, 'sign-in')).not.toThrow();
    const twoChunks: SmallManifest = {
      [ENTRY]: { file: 'assets/sign-in.js', name: 'sign-in', imports: ['_client.js'] },
      '_client.js': { file: 'assets/client.js', name: 'client' },
    };
    expect(() => checkSmallBundle(twoChunks, ENTRY, 'sign-in')).toThrow(
      /loads no sign-in-react, sign-in-mui chunk/,
    );
    // The runtime's chunk does not stand in for a lost layer.
    const noMui: SmallManifest = {
      [ENTRY]: { file: 'assets/sign-in.js', name: 'sign-in', imports: ['_runtime.js', '_react.js'] },
      '_react.js': { file: 'assets/react.js', name: 'sign-in-react', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js', name: 'rolldown-runtime' },
    };
    expect(() => checkSmallBundle(noMui, ENTRY, 'sign-in')).toThrow(/loads no sign-in-mui chunk/);
  });

  it('puts each library in its layer, React DOM with the module that starts it, the screens in the entry', () => {
    const modules: Record<string, string> = {
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js': 'public-react',
      '/repo/node_modules/scheduler/index.js': 'public-react',
      '/repo/apps/web/src/app/react-dom-client.ts': 'public-react',
      '/repo/node_modules/react/jsx-runtime.js': 'public-react',
      '/repo/node_modules/react-is/index.js': 'public-mui',
      '/repo/node_modules/@emotion/react/dist/emotion-react.browser.esm.js': 'public-mui',
      '/repo/node_modules/stylis/src/Parser.js': 'public-mui',
      '/repo/node_modules/@mui/system/esm/createTheme/createTheme.js': 'public-mui',
      '/repo/node_modules/@mui/material/styles/createTheme.mjs': 'public-mui',
      '/repo/node_modules/@mui/material/Button/Button.mjs': 'public-mui',
      '/repo/node_modules/@mui/icons-material/esm/Print.js': 'public-mui',
      '/repo/node_modules/zod/v4/mini/schemas.js': 'entry',
      '/repo/node_modules/react-hook-form/dist/index.esm.mjs': 'entry',
      '/repo/packages/contract/src/auth.ts': 'entry',
      '/repo/apps/web/src/app/staged.tsx': 'entry',
      '/repo/apps/web/src/features/auth/components/login-page.tsx': 'entry',
    };
    for (const [id, group] of Object.entries(modules)) expect([id, groupOf(id)]).toEqual([id, group]);
    // Windows paths too.
    expect(groupOf('C:\\repo\\node_modules\\react-dom\\client.js')).toBe('public-react');
  });
});
