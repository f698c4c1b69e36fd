// `zod/mini`: the public print page is drawn by the web app's small entry, which parses this answer (its
// bundle budget has no room for classic zod).
import * as z from 'zod/mini';

/** GET /api/print/{ref}/: public, only what the print page shows. */
export const ZPrintDetail = z.object({
  user_data: z.object({ first_name: z.string() }),
  title: z.string(),
  pdf_page_count: z.int(),
});
export type TPrintDetail = z.infer<typeof ZPrintDetail>;
