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
