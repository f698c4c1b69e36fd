/**
 * The real server for the tests of leases across processes (modules/vouchers/vouchers.lease.test.ts).
 * TEST_CLOCK_AHEAD_MS: its clock runs that far ahead of the wall clock, so it sees the leases of other
 * processes expire without anyone waiting. TEST_UPLOAD_PAUSE_AT=N: the N-th write (from 1) of its first
 * voucher CSV upload prints `upload paused` and waits for SIGUSR2 (or the end of the process).
 */
import { exitOnFailure, main } from '../src/server';

const ahead = Number(process.env.TEST_CLOCK_AHEAD_MS ?? 0);
const pauseAt = Number(process.env.TEST_UPLOAD_PAUSE_AT ?? 0);

let writes = 0;
async function voucherUploadHook() {
  writes += 1;
  if (writes !== pauseAt) return;
  const resumed = new Promise((resolve) => process.once('SIGUSR2', resolve));
  console.log('upload paused');
  await resumed;
}

main({ now: () => new Date(Date.now() + ahead), voucherUploadHook }).catch(exitOnFailure);
