// `zod/mini`: the sign-in screen shows the product name (see text.ts).
import * as z from 'zod/mini';

/** The shop's time zone unless SHOP_TIMEZONE names another: it decides "today" and the due dates' days. */
export const SHOP_TIME_ZONE_DEFAULT = 'Asia/Kolkata';

/**
 * Public facts the web app needs before sign-in: the product name, the base URL QR images encode, and the
 * shop's time zone (an IANA name), in which the web app shows due dates and takes a changed one.
 */
export const ZAppInfo = z.object({
  app_name: z.string(),
  public_url: z.string(),
  shop_time_zone: z.string(),
});
export type TAppInfo = z.infer<typeof ZAppInfo>;
