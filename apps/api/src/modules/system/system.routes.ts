import { sql } from 'drizzle-orm';

import { API, ZAppInfo, ZOk } from '@printhub/contract';

import { AppError } from '../../lib/app-error';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const systemRoutes: FastifyPluginAsyncZod<{ appName: string; publicUrl: () => string }> = async (
  app,
  opts,
) => {
  app.get(API.health, { config: { access: 'public' }, schema: { response: { 200: ZOk } } }, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable');
    }
    return { status: 'ok' as const };
  });

  app.get(
    API.appInfo,
    { config: { access: 'public' }, schema: { response: { 200: ZAppInfo } } },
    async () => ({
      app_name: opts.appName,
      public_url: opts.publicUrl(),
    }),
  );
};
