import fs from 'node:fs';
import path from 'node:path';

import { parseConfig, type TConfig } from '../config';

/** The one FILE argument, resolved from where the command was typed (npm runs scripts from the root). */
export function fileArgument(args: string[], usage: string, opts: { exists?: boolean } = {}): string {
  const [file, ...extra] = args;
  if (!file || file.startsWith('-') || extra.length > 0) throw new Error(usage);
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (opts.exists && !fs.existsSync(resolved)) throw new Error(`${resolved} does not exist.`);
  return resolved;
}

/** Runs a maintenance command on the configured database: prints its answer, or the error and exits 1. */
export function cliMain(command: (config: TConfig, args: string[]) => Promise<string>): void {
  Promise.resolve()
    .then(() => {
      const config = parseConfig();
      if (!config.databaseUrl && config.dataDir === 'memory://')
        throw new Error(
          'DATA_DIR=memory:// keeps nothing to back up or restore: set DATA_DIR or DATABASE_URL.',
        );
      return command(config, process.argv.slice(2));
    })
    .then(
      (message) => {
        console.log(message);
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err instanceof Error ? err.message : String(err));
        process.exit(1);
      },
    );
}
