import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin, type Rollup, type UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

import { checkSmallBundle, importsFirst, smallGroups, type SmallManifest } from './scripts/small-bundles.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const API_TARGET = 'http://127.0.0.1:3000';
const OUT_DIR = 'dist';
const SIGN_IN_SOURCE = 'src/app/sign-in-entry.tsx';
const PUBLIC_SOURCE = 'src/app/public-entry.tsx';
/** Where the sign-in build writes its manifest, relative to OUT_DIR (the app build and the budgets read it). */
export const SIGN_IN_MANIFEST = '.vite/sign-in-manifest.json';
/** Where the public screens' build writes its manifest, relative to OUT_DIR. */
export const PUBLIC_MANIFEST = '.vite/public-manifest.json';

const ALL_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
/** Test files run with modules of their own (see `test.projects`). */
const ISOLATED_TESTS = [
  'src/components/date-field/__tests__/date-field.test.tsx',
  'src/features/orders/__tests__/order-files-card.test.tsx',
  'src/features/qr-codes/__tests__/qr-codes-page.test.tsx',
  'src/features/qr-codes/__tests__/qr-download.test.ts',
  'src/features/referrals/__tests__/referrals-page.test.tsx',
];

/** Files the server sends compressed (plugins/web.ts, `preCompressed`), when they are big enough to gain. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/;
const COMPRESS_FROM_BYTES = 1024;

function compressTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') compressTree(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    // Each of the three builds compresses dist/ when it closes: what an earlier one did is done.
    if (fs.existsSync(`${file}.br`) && fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs)
      continue;
    const body = fs.readFileSync(file);
    if (body.length < COMPRESS_FROM_BYTES) continue;
    fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/**
 * Brotli and gzip copies of every script, style sheet and image the build writes, made once here so the server
 * sends ≈ a quarter of the bytes without compressing on each request: on a phone's connection the sign-in
 * screen's scripts took ≈ 2 s to arrive uncompressed.
 */
const precompress = (outDir: string): Plugin => ({
  name: 'printhub-precompress',
  apply: 'build',
  closeBundle() {
    compressTree(fileURLToPath(new URL(`./${outDir}`, import.meta.url)));
  },
});

/**
 * The modules app-entry.tsx imports: with what they import, the app's code as it starts, in a few chunks
 * (`APP_GROUPS`) rather than the ≈30 that rolldown's automatic splitting makes of it (a chunk per set of
 * screens that share a module, although every screen loads all of it). A phone asks a server for six files
 * at a time, each a round trip: a staff screen's ≈65 scripts became ≈45, and each screen's total ≈20 kB
 * (gzip) smaller. `appChunksCheck` fails the build if app-entry imports a chunk outside them.
 */
const APP_ROOTS =
  /src[\\/]app[\\/](app|staged|theme-root)\.tsx$|src[\\/]app[\\/]routes[\\/]route-prefetch\.ts$/;

/**
 * The modules of the app's start: what app-entry.tsx and its static imports use, as the bundler keeps them.
 * Not the import graph's closure: a package's index (zod's, React Query's, MUI's system, the contract's)
 * imports every module it re-exports, most of which the start never uses and the screens do. So the app's
 * entry is bundled on its own first, its dynamic imports left out (`appStartModules`), and the modules that
 * bundle keeps are the start's.
 */
const appStart = new Set<string>();

const appStartModules = (): Plugin => ({
  name: 'printhub-app-start-modules',
  apply: 'build',
  async buildStart() {
    const result = await build({
      configFile: false,
      root: fileURLToPath(new URL('.', import.meta.url)),
      resolve,
      logLevel: 'silent',
      plugins: [
        react(),
        lazyNumberFormat(),
        { name: 'printhub-screens-left-out', resolveDynamicImport: () => false },
      ],
      build: {
        write: false,
        minify: false,
        // mountApp is what main.ts calls: kept, with all it uses.
        rolldownOptions: {
          input: APP_SOURCE,
          preserveEntrySignatures: 'exports-only',
          output: { codeSplitting: false },
        },
      },
    });
    appStart.clear();
    for (const output of Array.isArray(result) ? result : [result as Rollup.RollupOutput]) {
      for (const file of output.output) {
        if (file.type === 'chunk') for (const id of Object.keys(file.modules)) appStart.add(id);
      }
    }
    if (appStart.size === 0) throw new Error(`Bundling ${APP_SOURCE} alone kept no module`);
  },
});

/** A module of the app's start whose path matches `pattern`. */
const inAppStart = (pattern: RegExp) => (id: string) => appStart.has(id) && pattern.test(id);

/**
 * The app's start is evaluated a chunk per task (lib/evaluate-in-turn.ts): in one chunk of 130 kB (gzip) its
 * evaluation held a phone's main thread for 200 ms and more (issue #22, item 3). So it is cut by library, each
 * a chunk of its own: only what the start uses of each (a screen's other schemas or MUI components stay in
 * the screen's chunks), each chunk after those it imports.
 */
const APP_GROUPS = [
  // index.html's own chunk keeps its modules (`$initial`: what the page entry imports): a visitor who is
  // signed out gets none of the app's chunks.
  { name: 'page', tags: ['$initial' as const], priority: 10 },
  // With the module that starts React DOM's client (react-dom-client.ts): React DOM is a CommonJS module, run
  // where it is first required; in its own chunk's task, not app-entry's.
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-dom-client\.ts$/,
    priority: 9,
  },
  // zod's core (its types' constructors, made as it loads) apart from the rest of it.
  { name: 'start-zod-core', test: inAppStart(/node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/), priority: 8 },
  { name: 'start-zod', test: inAppStart(/node_modules[\\/]zod[\\/]/), priority: 7 },
  {
    name: 'start-styles',
    test: inAppStart(
      /node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/,
    ),
    priority: 6,
  },
  { name: 'start-mui', test: inAppStart(/node_modules[\\/]@mui[\\/]/), priority: 5 },
  { name: 'start-data', test: inAppStart(/node_modules[\\/](@tanstack|react-router)[\\/]/), priority: 4 },
  { name: 'start-contract', test: inAppStart(/packages[\\/]contract[\\/]/), priority: 3 },
  { name: 'app', test: APP_ROOTS, priority: 1 },
];

/** The chunks of a build's output, by file name. */
function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/**
 * The chunks `start` loads, themselves included, through their static imports: each after the chunks it
 * imports (the order main.ts evaluates a list in, one chunk per task).
 */
function staticClosure(byFile: ReadonlyMap<string, OutputChunk>, start: OutputChunk[]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const next of chunk.imports) visit(byFile.get(next)!);
    ordered.push(chunk.fileName);
  };
  start.forEach(visit);
  return ordered;
}

/** Fails the build if the app's start needs a chunk beyond its groups, however deep (an import of app-entry.tsx not in APP_ROOTS). */
const appChunksCheck = (): Plugin => ({
  name: 'printhub-app-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const byFile = chunksOf(bundle);
    const app = [...byFile.values()].find((chunk) => chunk.facadeModuleId?.endsWith(APP_SOURCE));
    if (!app) throw new Error(`The build has no chunk for ${APP_SOURCE}`);
    // What the app's start loads, all of it: its groups, the page's entry and the bundler's runtime only.
    const allowed = (chunk: OutputChunk) =>
      chunk.isEntry ||
      chunk.name === 'rolldown-runtime' ||
      APP_GROUPS.some((group) => group.name === chunk.name);
    const closure = staticClosure(byFile, [app]);
    const outside = closure.filter((file) => file !== app.fileName && !allowed(byFile.get(file)!));
    if (outside.length > 0) {
      throw new Error(
        `${APP_SOURCE} needs ${outside.join(', ')}: add the module of app-entry.tsx that imports it to APP_ROOTS`,
      );
    }
    // Each group one chunk of the start: none missing (the start's modules not found: appStartModules) and
    // none that the automatic split named alike.
    const names = closure.map((file) => byFile.get(file)!.name);
    for (const group of APP_GROUPS.filter((group) => group.name !== 'page')) {
      const chunks = names.filter((name) => name === group.name).length;
      if (chunks !== 1) {
        throw new Error(`The app's start loads ${chunks} chunks named ${group.name}, not one (APP_GROUPS)`);
      }
    }
  },
});

/** MUI's number formatter builder, which makes its `Intl.NumberFormat` as soon as it is called. */
const MUI_FORMAT_NUMBER = /[\\/]@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.m?js$/;
const LAZY_FORMAT_NUMBER = fileURLToPath(new URL('./src/lib/build-format-number.ts', import.meta.url));
const MUI_TABLE_PAGINATION = /[\\/]@mui[\\/]material[\\/]TablePagination[\\/]TablePagination\.m?js$/;

/**
 * MUI's `buildFormatNumber` replaced by src/lib/build-format-number.ts, which makes its formatter on first use:
 * TablePagination calls it as its module loads, and a page's first `Intl.NumberFormat` is a long task on a
 * phone (issue #22). The build fails if MUI's own module is still bundled (a moved or renamed file).
 */
const lazyNumberFormat = (): Plugin => ({
  name: 'printhub-lazy-number-format',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !source.includes('buildFormatNumber')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && MUI_FORMAT_NUMBER.test(resolved.id) ? LAZY_FORMAT_NUMBER : null;
  },
  generateBundle(_options, bundle) {
    const ids = [...chunksOf(bundle).values()].flatMap((chunk) => Object.keys(chunk.modules));
    const eager = ids.find((id) => MUI_FORMAT_NUMBER.test(id));
    if (eager) throw new Error(`The build bundles ${eager}: lazyNumberFormat no longer replaces it`);
    // MUI's pagination bundled without ours in its place: MUI has moved or renamed its builder.
    if (ids.some((id) => MUI_TABLE_PAGINATION.test(id)) && !ids.includes(LAZY_FORMAT_NUMBER)) {
      throw new Error(
        'TablePagination is bundled without src/lib/build-format-number.ts: see lazyNumberFormat',
      );
    }
  },
});

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

/**
 * Fails a small build whose entry loads no chunk of one of its layers (checkSmallBundle), read from the
 * manifest the build writes, the one builtEntry reads for main.ts.
 */
const smallChunksCheck = (source: string, name: string, manifestFile: string): Plugin => ({
  name: 'printhub-small-chunks',
  apply: 'build',
  writeBundle(_options, bundle) {
    const manifest = bundle[manifestFile];
    if (manifest?.type !== 'asset') throw new Error(`The small build wrote no ${manifestFile}`);
    checkSmallBundle(JSON.parse(String(manifest.source)) as SmallManifest, source, name);
  },
});

/**
 * A small graph of its own, with no router, query cache or shell: the sign-in screen (`--mode sign-in`, which
 * empties dist/) or the public screens (`--mode public`: welcome, 404, 500, print detail). `npm run build`
 * runs both, then the app build, which adds to dist/. Each is built apart so that neither counts against the
 * other's budget: shared chunks would put what only one needs into what both load. Each is split into a few
 * chunks, layer by layer (smallGroups, scripts/small-bundles.ts), which main.ts evaluates one per task.
 */
const smallBuild = (source: string, name: string, manifest: string, emptyOutDir: boolean): UserConfig => ({
  plugins: [react(), smallChunksCheck(source, name, manifest), precompress(OUT_DIR)],
  resolve,
  publicDir: false,
  build: {
    outDir: OUT_DIR,
    emptyOutDir,
    // No source maps in the build: the server would not serve them anyway (plugins/web.ts).
    sourcemap: false,
    manifest,
    rollupOptions: {
      input: { [name]: source },
      // main.ts imports the entry and calls its mountSignIn() / mountPublic().
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        codeSplitting: { groups: smallGroups(name) },
      },
    },
  },
});

type BuiltChunk = { file: string; imports?: string[]; isDynamicEntry?: boolean };

/** Where index.html takes the bootstrap: after the charset, before any other script. */
const BOOT_MARKER = /<!-- boot-requests:[^>]*-->/;
const BOOT_PLAN_MODULE = '/src/app/routes/boot-plan.ts';
const APP_SOURCE = 'src/app/app-entry.tsx';

/** Of the bootstrap's plan (src/app/routes/boot-requests.ts), what the build fills in: each route's scripts. */
type BootPlan = {
  routes: Array<{ pattern: string; scripts: number; later: number }>;
  scripts: string[];
  scriptLists: number[][];
  appScripts: number;
  small: { public: string[]; signIn: string[] };
};

/** A small bundle's entry and the chunks it imports, by URL (builtEntry). */
type SmallEntry = { url: string; imports: string[] };

type BootBuild = {
  plan: BootPlan;
  routes: Array<{ pattern: string; source: string; with: string[]; later: string[] }>;
  script: (plan: BootPlan) => Promise<string>;
};

/** Loads a module of the app's own (with what it imports) through Vite's server-side loading. */
type LoadAppModule = <M>(source: string) => Promise<M>;

/** Runs `run` with one Vite server for loading the app's own modules at build time, closed after it. */
async function withAppModules<T>(run: (load: LoadAppModule) => Promise<T>): Promise<T> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    resolve,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await run(async <M>(source: string) => (await server.ssrLoadModule(source)) as M);
  } finally {
    await server.close();
  }
}

/** Where index.html takes the theme's global styles. */
const THEME_SHEET_MARKER = /<!-- theme-sheet:[^>]*-->/;
const THEME_SHEET_MODULE = '/src/app/theme-sheet.tsx';

/**
 * Per route pattern, the scripts its screen needs beyond the page's entry: the app's chunk, the screen's chunk,
 * the lazy chunks the app loads as soon as it is up (`with`) and every chunk they import statically, less what
 * the page entry (`entry`, index.html's own chunk) already loads, from the build's chunks as they are written;
 * and `later`, the same for what the screen loads once it has rendered, less all of those.
 */
function routeScripts(
  bundle: OutputBundle,
  entry: OutputChunk,
  routes: BootBuild['routes'],
): { lists: Map<string, { scripts: string[]; later: string[] }>; appScripts: number } {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const byFile = chunksOf(bundle);
  const bySource = (source: string) => {
    const found = [...byFile.values()].find(
      (chunk) => chunk.facadeModuleId && path.relative(root, chunk.facadeModuleId) === source,
    );
    if (!found) throw new Error(`The build has no chunk for ${source}`);
    return found;
  };
  const closure = (start: OutputChunk[]) => staticClosure(byFile, start);
  const onPage = new Set(closure([entry]));
  const app = bySource(APP_SOURCE);
  // Every list starts with the app's own scripts (the same for every route), then the screen's, each chunk
  // after its imports.
  const appScripts = closure([app]).filter((file) => !onPage.has(file)).length;
  const lists = new Map(
    routes.map(({ pattern, source, with: alongside, later }) => {
      const lazyChunk = (lazySource: string) => {
        const chunk = bySource(lazySource);
        if (!chunk.isDynamicEntry) throw new Error(`${lazySource} is not a chunk of its own`);
        return chunk;
      };
      const first = closure([app, lazyChunk(source), ...alongside.map(lazyChunk)]);
      const firstSet = new Set(first);
      const urls = (files: string[]) => files.map((file) => `/${file}`);
      return [
        pattern,
        {
          scripts: urls(first.filter((file) => !onPage.has(file))),
          later: urls(
            closure(later.map(lazyChunk)).filter((file) => !onPage.has(file) && !firstSet.has(file)),
          ),
        },
      ] as const;
    }),
  );
  return { lists, appScripts };
}

/**
 * What the build writes into index.html, from the app's own modules (loaded through one Vite server):
 *
 * - The bootstrap. The staff path's screens ask for what they need with the page itself (issue #22):
 *   index.html gets it as its first script (boot-requests.ts). On a signed-in start at one of those screens it
 *   sends the screen's data request and the profile request as the document is parsed, then asks for the
 *   app's and the screen's scripts (`modulepreload`). The requests are the app's own start's, recorded at
 *   build time (boot-plan.ts); the scripts are this build's chunks (routeScripts). The server allows the
 *   inline script by its hash (apps/api/src/plugins/security.ts). At a public screen, a logout or without a
 *   stored token, it asks for the small bundle's scripts instead (the public screens' or the sign-in
 *   screen's, from their builds' manifests): a signed-out visitor downloads none of the app's code.
 * - The theme's global styles (src/app/theme-sheet.tsx), so that no page compiles and inserts them as it
 *   starts; ThemeRoot sees them there and leaves them out. All three builds' screens use the one index.html.
 */
const indexHtml = (small: { signIn: SmallEntry; public: SmallEntry }): Plugin => ({
  name: 'printhub-index-html',
  apply: 'build',
  // Vite runs a hook without `order` once the chunks are written: `ctx.bundle` holds them.
  async transformIndexHtml(html, ctx) {
    if (!ctx.bundle || !ctx.chunk) throw new Error('index.html is transformed before its chunks are known');
    if (!BOOT_MARKER.test(html)) throw new Error('index.html has no <!-- boot-requests: … --> marker');
    if (!THEME_SHEET_MARKER.test(html)) throw new Error('index.html has no <!-- theme-sheet: … --> marker');
    const { boot, sheet } = await withAppModules(async (load) => ({
      boot: await (await load<{ bootBuild: () => Promise<BootBuild> }>(BOOT_PLAN_MODULE)).bootBuild(),
      sheet: (await load<{ themeSheet: () => string }>(THEME_SHEET_MODULE)).themeSheet(),
    }));
    const { lists: scripts, appScripts } = routeScripts(ctx.bundle, ctx.chunk, boot.routes);
    // Each script named once and each list once (as indexes): 11 routes name a few hundred scripts, a few dozen
    // of them distinct, in 5 distinct lists.
    const everyList = [...scripts.values()].flatMap(({ scripts: first, later }) => [first, later]);
    const all = [...new Set(everyList.flat())];
    const key = (list: string[]) => list.map((file) => all.indexOf(file)).join();
    const lists = [...new Set(everyList.map(key))];
    const plan: BootPlan = {
      ...boot.plan,
      routes: boot.plan.routes.map((route) => {
        const found = scripts.get(route.pattern) ?? { scripts: [], later: [] };
        return {
          ...route,
          scripts: lists.indexOf(key(found.scripts)),
          later: lists.indexOf(key(found.later)),
        };
      }),
      scripts: all,
      scriptLists: lists.map((list) => (list ? list.split(',').map(Number) : [])),
      appScripts,
      // What main.ts asks for when it loads a small bundle: the bootstrap asks for it first.
      small: {
        public: [...small.public.imports, small.public.url],
        signIn: [...small.signIn.imports, small.signIn.url],
      },
    };
    const script = await boot.script(plan);
    // Functions, so that no `$&` in the script or the sheet is read as a replacement pattern.
    return html
      .replace(BOOT_MARKER, () => `<script>${script}</script>`)
      .replace(THEME_SHEET_MARKER, () => sheet);
  },
});

/**
 * A small build's entry (the sign-in screen's or the public screens'), from the manifest its build wrote: its
 * URL, and the URLs of every chunk it imports statically, which main.ts preloads with it.
 */
function builtEntry(source: string, manifestFile: string): SmallEntry {
  const manifestPath = fileURLToPath(new URL(`./${OUT_DIR}/${manifestFile}`, import.meta.url));
  if (!fs.existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: build the small bundles first (npm run build does all three)`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, BuiltChunk>;
  const chunkOf = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`${manifestPath} has no entry for ${key}`);
    return found;
  };
  // Each chunk after the chunks it imports: main.ts evaluates them in this order, one chunk per task.
  const imports = importsFirst(manifest, source);
  return { url: `/${chunkOf(source).file}`, imports: imports.map((key) => `/${chunkOf(key).file}`) };
}

/** In a build, the small bundles' URLs; under the dev server, their sources (nothing to preload). */
function smallEntries(command: string) {
  if (command !== 'build') {
    return {
      signIn: { url: `/${SIGN_IN_SOURCE}`, imports: [] },
      public: { url: `/${PUBLIC_SOURCE}`, imports: [] },
    };
  }
  return {
    signIn: builtEntry(SIGN_IN_SOURCE, SIGN_IN_MANIFEST),
    public: builtEntry(PUBLIC_SOURCE, PUBLIC_MANIFEST),
  };
}

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'sign-in')
    return smallBuild(SIGN_IN_SOURCE, 'sign-in', SIGN_IN_MANIFEST, true);
  if (command === 'build' && mode === 'public')
    return smallBuild(PUBLIC_SOURCE, 'public', PUBLIC_MANIFEST, false);
  const small = smallEntries(command);
  return {
    plugins: [
      react(),
      lazyNumberFormat(),
      appStartModules(),
      indexHtml(small),
      appChunksCheck(),
      precompress(OUT_DIR),
    ],
    resolve,
    define: {
      __SIGN_IN_ENTRY__: JSON.stringify(small.signIn.url),
      __SIGN_IN_IMPORTS__: JSON.stringify(small.signIn.imports),
      __PUBLIC_ENTRY__: JSON.stringify(small.public.url),
      __PUBLIC_IMPORTS__: JSON.stringify(small.public.imports),
    },
    server: {
      proxy: {
        '/api': API_TARGET,
        '/referral_app': API_TARGET,
        '/coupon_app': API_TARGET,
      },
    },
    // main.ts is a tiny entry that loads either the sign-in bundle or the app; every screen of the app is a
    // dynamic import (src/app/routes), so each route gets its own chunk. scripts/check-bundle-budgets.ts
    // holds the sign-in route to 150 kB of gzipped JS and every screen to 300 kB.
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 800,
      // Every browser the app supports preloads modules itself: no polyfill in the page entry, whose bytes
      // count on the sign-in and public screens too.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: APP_GROUPS } } },
    },
    test: {
      environment: 'jsdom',
      // Vitest's default is one worker fewer than the cores: on a 2-core machine that is one.
      maxWorkers: 2,
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Most files share their worker's loaded modules and jsdom: loading React, MUI and jsdom once per worker
      // instead of once per file takes about two thirds off the suite's CPU. setup.ts resets, after each test,
      // what the app keeps at module level. The files below need modules of their own: they mock a module
      // (vi.mock), or test what happens before a lazily loaded module first arrives.
      projects: [
        {
          extends: true,
          test: { name: 'shared', isolate: false, include: ALL_TESTS, exclude: ISOLATED_TESTS },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
      ],
      // Two cores run every test file at once: first renders of MUI screens (lazy chunks, date pickers)
      // can take seconds under that load, so the limits leave room for it.
      testTimeout: 15_000,
    },
  };
});
