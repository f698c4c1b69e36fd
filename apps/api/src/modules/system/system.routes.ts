import { API, ZAppInfo, ZOk } from '@printhub/contract';

import { checkHealth, checkReady } from './system.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const systemRoutes: FastifyPluginAsyncZod<{ appName: string; publicUrl: () => string }> = async (
  app,
  opts,
) => {
  app.get(API.health, { config: { access: 'public' }, schema: { response: { 200: ZOk } } }, async () =>
    checkHealth(app.db),
  );

  app.get(API.ready, { config: { access: 'public' }, schema: { response: { 200: ZOk } } }, async () =>
    checkReady(app.db),
  );

  app.get(
    API.appInfo,
    { config: { access: 'public' }, schema: { response: { 200: ZAppInfo } } },
    async () => ({
      app_name: opts.appName,
      public_url: opts.publicUrl(),
      shop_time_zone: app.clock.timeZone,
    }),
  );
};
