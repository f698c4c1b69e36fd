/**
 * The small bundles' chunks (the sign-in screen's and the public screens', vite.config.ts's `smallBuild`).
 *
 * main.ts evaluates a small bundle a chunk per task (lib/evaluate-in-turn.ts), each chunk after the chunks it
 * imports; built as one or two big chunks, a bundle's evaluation was one task of ≈ 100 ms of CPU on this
 * machine (≈ 400 ms on a phone's 4× slower CPU). `smallGroups` makes a few chunks of it, each a layer of
 * what the screens stand on, so that each task evaluates one of them:
 *
 * - `react`: React, React DOM and its scheduler, with react-dom-client.ts, the one module whose top level
 *   starts React DOM's client: React DOM is a CommonJS module, run where it is first required, and without
 *   that module in this chunk it ran inside the last chunk's task, the screens';
 * - `mui`: MUI (its components, each `styled()` as it loads, and its default theme, made as it loads) with
 *   its styling engine (emotion, `@mui/system`);
 * - the rest, the bundle's entry: the screens and their forms (react-hook-form, zod, the contract's schemas).
 *
 * Each chunk boundary costs bytes: what gzip shares within one file it cannot across two, and the bindings
 * one chunk takes from another are named in both. The sign-in bundle is held to 150 kB of gzip (its budget,
 * with ≈ 1 kB to spare before): a chunk of its own for the forms cost ≈ 0.4 kB, and cutting MUI's components
 * from its styling engine ≈ 1 kB (they share hundreds of bindings), either enough to go over.
 *
 * A group takes its modules' dependencies too, unless a group of a higher priority took them first: the
 * priorities go from the bottom layer up.
 */

/** A chunk of a small build's manifest (Vite's `build.manifest`). */
export interface SmallManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
export type SmallManifest = Record<string, SmallManifestChunk>;

const nodeModule = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/**
 * The groups (rolldown's `output.codeSplitting.groups`) of the small bundle `bundle` ('sign-in', 'public'): the
 * chunks are named after the bundle (`sign-in-react`, `public-mui`, …), apart from the app's (`react`, `app`).
 */
export const smallGroups = (bundle: string) => [
  {
    name: `${bundle}-react`,
    test: new RegExp(
      `${nodeModule('react|react-dom|scheduler').source}|src[\\\\/]app[\\\\/]react-dom-client\\.ts$`,
    ),
    priority: 2,
  },
  {
    name: `${bundle}-mui`,
    test: nodeModule(
      [
        '@mui',
        '@emotion',
        'stylis',
        'react-is',
        'hoist-non-react-statics',
        '@babel[\\\\/]runtime',
        'clsx',
      ].join('|'),
    ),
    priority: 1,
  },
];

/**
 * The manifest keys of the chunks `source` imports statically, however deep, each after the chunks it
 * imports: the order main.ts evaluates them in, one per task, before the entry itself.
 */
export function importsFirst(manifest: SmallManifest, source: string): string[] {
  const chunkOf = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`The small build's manifest has no entry for ${key}`);
    return found;
  };
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    for (const next of chunkOf(key).imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
      ordered.push(next);
    }
  };
  visit(source);
  return ordered;
}

/**
 * Fails (throws) unless the entry `source` of the small bundle `bundle` loads a chunk of each of its layers
 * (`smallGroups`): the build's check that the groups still split it (a change of the libraries' paths would
 * leave one big chunk again).
 */
export function checkSmallBundle(manifest: SmallManifest, source: string, bundle: string): void {
  const loaded = new Set(importsFirst(manifest, source).map((key) => manifest[key]?.name));
  const missing = smallGroups(bundle)
    .map((group) => group.name)
    .filter((name) => !loaded.has(name));
  if (missing.length > 0) {
    throw new Error(
      `${source} loads no ${missing.join(', ')} chunk: smallGroups (scripts/small-bundles.ts) no longer split it`,
    );
  }
}
