/**
 * The signed-in screens' common chunk, for the build's code splitting (vite.config.ts).
 *
 * Left to itself the bundler makes one chunk per set of screens that share a module: for 20-odd screens and
 * their dialogs some 190 files, of which a list screen loads about 75 after the page's entry. A phone asks
 * for six at a time over HTTP/1.1 and waits a round trip for each six. What most signed-in screens load (the
 * shell's parts, MUI's common components, the list table) goes instead into one chunk: a module that at least
 * MIN_SCREENS of the signed-in screens load, counting the shell with each, and that no page a signed-out
 * visitor can open loads (so /login never loads it). What the routes' table imports (the screens' loaders
 * with their query options) goes into a small chunk of its own, so the table loads in one round trip and a
 * screen's first request leaves before the screen's chunks. A module in the common chunk imports only what
 * as many screens load, or public modules, so the chunk never waits on a screen's.
 */
import path from 'node:path';

/** How many signed-in screens must load a module for it to go into the common chunk. */
export const MIN_SCREENS = 15;

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type Graph = { getModuleInfo(id: string): ModuleInfo | null };

const src = (file: string) => path.join(import.meta.dirname, '../src', file);
const ENTRY = src('main.tsx');
const SIGNED_IN = src('app/signed-in.tsx');
const ROLE_ROUTES = src('app/routes/role-routes.tsx');

/** The modules `roots` import, statically (and lazily with `lazyToo`), short of `stops`. */
function reach(graph: Graph, roots: string[], lazyToo: boolean, stops: string[] = []): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || stops.includes(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    todo.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/** Each module's chunk: the common one, the table's, or none (the bundler's own). */
function chunkOf(graph: Graph): Map<string, string> {
  const publicModules = reach(graph, [ENTRY], true, [SIGNED_IN, ROLE_ROUTES]);
  // What the signed-in routes' table imports (the loaders' query options) is a small chunk of its own: the
  // table loads first, with it alone, and the screen's request leaves as soon as it has run.
  const table = reach(graph, [ROLE_ROUTES], false);
  const shell = reach(graph, [SIGNED_IN, ROLE_ROUTES], false);
  const screens = graph.getModuleInfo(ROLE_ROUTES)?.dynamicallyImportedIds ?? [];
  const loadedBy = new Map<string, number>();
  for (const screen of screens) {
    for (const id of new Set([...shell, ...reach(graph, [screen], false)])) {
      loadedBy.set(id, (loadedBy.get(id) ?? 0) + 1);
    }
  }
  const entries = new Set([...screens, SIGNED_IN, ROLE_ROUTES]);
  const chunks = new Map<string, string>();
  for (const id of table) if (!entries.has(id) && !publicModules.has(id)) chunks.set(id, 'screen-loaders');
  for (const [id, n] of loadedBy) {
    if (n >= MIN_SCREENS && !entries.has(id) && !publicModules.has(id) && !chunks.has(id)) {
      chunks.set(id, 'signed-in-common');
    }
  }
  return chunks;
}

const chunksOf = new WeakMap<Graph, Map<string, string>>();

/** The group's `name`: the chunk of a module in one of the two, else none (the bundler's own chunks). */
export function signedInChunk(id: string, graph: Graph): string | null {
  if (!chunksOf.has(graph)) chunksOf.set(graph, chunkOf(graph));
  return chunksOf.get(graph)!.get(id) ?? null;
}
