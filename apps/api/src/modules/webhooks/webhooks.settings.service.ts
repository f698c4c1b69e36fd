import { WEBHOOK_RETRY_DELAYS_S } from '@printhub/contract';

/** How the module sends: the app's settings (tests shorten the waits). */
export type WebhookSettings = {
  /** Destinations on loopback and private addresses allowed (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** The waits before the second, third… try. */
  retryDelaysMs: readonly number[];
  /** A try with no complete answer by then fails. */
  timeoutMs: number;
};

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  retryDelaysMs: WEBHOOK_RETRY_DELAYS_S.map((s) => s * 1000),
  timeoutMs: 10_000,
};
