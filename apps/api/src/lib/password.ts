import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

import { parsePasswordHashCost } from '../config';
import { AppError } from './app-error';
import { createPool, PoolFullError } from './pool';

const KEY_LENGTH = 64;

/** OWASP's scrypt parameters at cost 17: N=2^17, r=8, p=1 (128 MiB per hash). */
export const scryptParams = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 });

let configuredCost: number | undefined;

/** The cost new hashes are made with: PASSWORD_HASH_COST, read (and checked) on first use. */
export function passwordHashCost(): number {
  configuredCost ??= parsePasswordHashCost();
  return configuredCost;
}

/** Overrides PASSWORD_HASH_COST for this process (the server passes its parsed configuration). */
export function setPasswordHashCost(cost: number): void {
  configuredCost = cost;
}

/**
 * scrypt runs on Node's thread pool (4 threads), which file reads share: hashes get at most two of them, and a
 * short queue (16 hashes: seconds at cost 17). Past the queue a hash is refused at once with 503 rather than
 * making everyone wait, so a burst of bad sign-ins cannot starve the server.
 */
export const HASH_POOL = { concurrency: 2, queue: 16 } as const;
const pool = createPool(HASH_POOL);

/**
 * Sign-ups' share of that pool: one of their hashes in it (running or waiting) at a time, seven more
 * waiting here (a couple of seconds at cost 17), the rest refused at once with 503. However many sign-ups
 * arrive, the pool keeps a running slot and fifteen places in its queue for sign-ins.
 */
export const SIGN_UP_HASH_LANE = { concurrency: 1, queue: 7 } as const;
const signUpLane = createPool(SIGN_UP_HASH_LANE);

const busyWhenFull = (err: unknown) => {
  if (err instanceof PoolFullError) throw AppError.busy();
  throw err;
};

function derive(password: string, salt: Buffer, opts: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>) {
  // scrypt needs 128·N·r bytes; twice that leaves Node's own bookkeeping room.
  const maxmem = 256 * opts.N * opts.r;
  const hash = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...opts, maxmem }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  return pool.run(hash).catch(busyWhenFull);
}

/**
 * Returns `scrypt$N$r$p$salt$hash` (base64): every hash carries its own parameters, so one made at any cost
 * still verifies after the cost changes.
 */
export async function hashPassword(password: string, cost = passwordHashCost()): Promise<string> {
  const params = scryptParams(cost);
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** hashPassword for a new account (a sign-up), in the sign-ups' share of the hashing pool. */
export function hashSignUpPassword(password: string): Promise<string> {
  return signUpLane.run(() => hashPassword(password)).catch(busyWhenFull);
}

/** Sign-up hashes running (in the pool) and waiting for their share, for tests. */
export const signUpHashLoad = () => signUpLane.load;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown so that timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
