import { ZPaginated } from '@printhub/contract';

import { CSV_ANSWERS, csvExport, sendCsv, type CsvColumns } from './csv-export';
import { paginated } from './pagination';

import type { FilteredList } from './list-service';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Page = { limit: number; offset: number };
type ListQuery = { limit?: number; offset: number };

/** A back-office list: its page, its CSV export and, for the lists first read whole, its bare array. */
export type ListDefinition<TQuery extends z.ZodType<ListQuery>, TItem extends z.ZodType> = {
  /** The list's path; its export is `exportPath` (the list's path followed by `export.csv`). */
  path: string;
  exportPath: string;
  /** The export's file name: `<name>-YYYY-MM-DD.csv`. */
  name: string;
  query: TQuery;
  /** The path's parameters, for a list under one record (`/api/webhooks/:id/deliveries`). */
  params?: z.ZodType;
  item: TItem;
  /** Who may read the list ('staff': any signed-in account); the export is always super admins only. */
  access?: 'staff';
  /** The rows the filters and the ordering select, one page of them, and their (capped) count. */
  page: (
    q: z.output<TQuery>,
    page: Page,
    req: FastifyRequest,
  ) => Promise<{ count: number; results: z.output<TItem>[] }>;
  /** The same rows without their count: what the export reads, batch by batch. */
  rows: (q: z.output<TQuery>, page: Page, req: FastifyRequest) => Promise<z.output<TItem>[]>;
  columns: CsvColumns<z.output<TItem>>;
  /** Without `limit`, the whole list as a bare array of `item`, as the original clients read it. */
  whole?: { list: (q: z.output<TQuery>) => Promise<unknown[]> };
};

/**
 * A list's `page` and `rows` read through its service's filtered list (list-service.ts), in the shop's time
 * zone; with `whole`, its bare array too.
 */
export function listReads<Q, T>(
  app: App,
  list: FilteredList<Q, T>,
  opts: { whole?: boolean } = {},
): Pick<ListDefinition<z.ZodType<Q & ListQuery>, z.ZodType<T>>, 'page' | 'rows' | 'whole'> {
  return {
    page: (q, at) => list.page(app.db, q, app.clock, at),
    rows: (q, at) => list.list(app.db, q, app.clock, at),
    ...(opts.whole && { whole: { list: (q: Q) => list.list(app.db, q, app.clock) } }),
  };
}

/** The default page size of a list called with `offset` alone. */
const DEFAULT_LIMIT = 10;

/**
 * Registers a list (GET `path`) and its CSV export (GET `exportPath`): both read the same filters and
 * ordering from the query, so the export holds exactly the rows the list pages through.
 */
export function listRoutes<TQuery extends z.ZodType<ListQuery>, TItem extends z.ZodType>(
  app: App,
  def: ListDefinition<TQuery, TItem>,
): void {
  const page = ZPaginated(def.item);
  // Widened to z.ZodType: the type provider cannot resolve open type parameters (see create-route.ts).
  const response: z.ZodType = def.whole ? page.or(def.item.array()) : page;
  const params = def.params ? { params: def.params } : {};
  const schema: { querystring: z.ZodType; response: Record<number, z.ZodType> } = {
    ...params,
    querystring: def.query,
    response: { 200: response },
  };
  app.get(def.path, { config: { access: def.access }, schema }, async (req) => {
    const q = req.query as z.output<TQuery>;
    if (def.whole && q.limit === undefined) return def.whole.list(q);
    const at = { limit: q.limit ?? DEFAULT_LIMIT, offset: q.offset };
    return paginated(req.url, at, await def.page(q, at, req));
  });
  const exportOptions = { config: { answers: CSV_ANSWERS }, schema: { ...params, querystring: def.query } };
  app.get(def.exportPath, exportOptions, async (req, reply) => {
    const q = req.query as z.output<TQuery>;
    return sendCsv(
      reply,
      def.name,
      csvExport((at) => def.rows(q, at, req), def.columns),
    );
  });
}
