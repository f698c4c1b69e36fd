/**
 * `npm run check:ledger`: checks that every customer's coin balance equals the sum of their coin ledger, on
 * the database the server is configured with (DATABASE_URL, or the embedded one in DATA_DIR: stop the
 * server first, an embedded database has one user at a time). Prints a summary; when a balance differs,
 * lists those customers (id, e-mail, balance, ledger sum) and exits with 1.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

import { parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkLedger } from '../modules/coins/coins.service';

import type { DbOrTx } from '../db/client';

/** Runs the check on `db`, writing to `out`; answers the exit code (0 when every balance matches). */
export async function checkLedgerCommand(db: DbOrTx, out: (line: string) => void): Promise<number> {
  const { customers, entries, mismatches } = await checkLedger(db);
  const checked = `Checked ${customers} customers and ${entries} ledger entries`;
  if (mismatches.length === 0) {
    out(`${checked}: every balance equals the sum of its ledger.`);
    return 0;
  }
  const differ = mismatches.length === 1 ? '1 balance differs' : `${mismatches.length} balances differ`;
  out(`${checked}: ${differ} from the sum of its ledger.`);
  out(['id', 'email', 'balance', 'ledger_sum'].join('\t'));
  for (const m of mismatches) out([m.id, m.email, m.balance, m.ledgerSum].join('\t'));
  return 1;
}

async function main(): Promise<number> {
  const config = parseConfig();
  // Opening a missing directory would make an empty database there: say what is wrong instead.
  if (!config.databaseUrl && config.dataDir !== 'memory://' && !fs.existsSync(config.dataDir))
    throw new Error(`No database in ${config.dataDir}: set DATA_DIR or DATABASE_URL as for the server`);
  const database = await openDatabase(config);
  try {
    return await checkLedgerCommand(database.db, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(2);
    },
  );
}
