/** An order id from the URL (`/order/{id}`): a positive 32-bit integer, or null for anything else. */
export const parseOrderId = (raw: string | undefined): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : null;
