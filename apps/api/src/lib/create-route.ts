import { ZIdParams } from '@printhub/contract';

import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A create route: POST `path` with the body checked by `body`; what `create` returns is answered 201 through
 * `item` (`create` also gets the request, to name who makes the change or whose it is). The route's access is
 * `access`, else the default (super admins), as for every route that declares none.
 */
export function createRoute<TBody extends z.ZodType, TItem extends z.ZodType>(
  app: App,
  path: string,
  {
    body,
    item,
    bodyLimit,
    access,
  }: { body: TBody; item: TItem; bodyLimit?: number; access?: FastifyContextConfig['access'] },
  create: (body: z.output<TBody>, req: FastifyRequest) => Promise<z.output<TItem>>,
): void {
  // Widened to z.ZodType: the type provider cannot resolve open type parameters, so `create`'s own signature
  // is what types the body and the answer (the schemas check them at run time all the same).
  const schema: { body: z.ZodType; response: Record<number, z.ZodType> } = { body, response: { 201: item } };
  app.post(path, { bodyLimit, schema, config: access ? { access } : {} }, async (req, reply) =>
    reply.status(201).send(await create(req.body as z.output<TBody>, req)),
  );
}

/**
 * An update route: `method` on `path` (whose `:id` is a record's id), with the body checked by `body`; what
 * `update` returns is answered 200 through `item`. The access is `access`, else the default (super admins).
 */
export function updateRoute<TBody extends z.ZodType, TItem extends z.ZodType>(
  app: App,
  method: 'PUT' | 'PATCH',
  path: string,
  { body, item, access }: { body: TBody; item: TItem; access?: FastifyContextConfig['access'] },
  update: (id: number, body: z.output<TBody>, req: FastifyRequest) => Promise<z.output<TItem>>,
): void {
  // Widened as in createRoute.
  const schema: { params: z.ZodType; body: z.ZodType; response: Record<number, z.ZodType> } = {
    params: ZIdParams,
    body,
    response: { 200: item },
  };
  app.route({
    method,
    url: path,
    schema,
    config: access ? { access } : {},
    handler: async (req) => update((req.params as { id: number }).id, req.body as z.output<TBody>, req),
  });
}
