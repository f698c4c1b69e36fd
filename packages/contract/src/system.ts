// `zod/mini`: the sign-in screen shows the product name (see text.ts).
import * as z from 'zod/mini';

/** Public facts the web app needs before sign-in: the product name and the base URL QR images encode. */
export const ZAppInfo = z.object({ app_name: z.string(), public_url: z.string() });
export type TAppInfo = z.infer<typeof ZAppInfo>;
