import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { accessOf, type Access } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The JSON Schema of a multipart body that the route reads itself (see `multipartBody`): shown in the
     * OpenAPI document only, never used to validate.
     */
    multipartBody?: Record<string, unknown>;
  }
}

/**
 * A multipart body for the OpenAPI document: the text fields of a zod object (as they are sent) and a file
 * field repeated up to `maxFiles` times.
 */
export function multipartBody(
  fields: z.ZodObject,
  file: { field: string; maxFiles: number; description: string },
): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as {
    $schema?: string;
    properties: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...schema,
    properties: {
      ...schema.properties,
      [file.field]: {
        type: 'array',
        items: { type: 'string', format: 'binary' },
        minItems: 1,
        maxItems: file.maxFiles,
        description: file.description,
      },
    },
    required: [...(schema.required ?? []), file.field],
  };
}

/** Where the API describes itself: the OpenAPI document and the reference page made from it. */
export const OPENAPI_JSON = '/api/openapi.json';
export const API_DOCS = '/api/docs';

const ACCESS_NOTE: Record<Access, string> = {
  public: 'Open to anyone.',
  staff: 'Any signed-in staff user or super admin.',
  superuser: 'Super admins only.',
  customer: 'A signed-in customer (a customer token; back-office tokens are refused).',
  'staff-or-customer':
    'A signed-in staff user, super admin or customer (either kind of token); who may see which object is the route’s rule.',
};

/**
 * Registered before the routes, so that @fastify/swagger sees each one as it is added: every route's zod
 * schemas become the document's JSON Schemas, and its access rule becomes its security requirement.
 */
export default fp<{ appName: string }>(
  async (app, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${opts.appName} API`,
          version: '1.0.0',
          description:
            'Every route of the server. Errors answer `{"error": sentence}` (a 5xx adds `request_id`, the answer’s `X-Request-Id`), and a 400 names its fields: `{"errors": [{"message": sentence, "context": {"key": field}}]}`.',
        },
        components: {
          securitySchemes: {
            token: { type: 'http', scheme: 'bearer', description: 'The token from sign-in.' },
            metricsToken: { type: 'http', scheme: 'bearer', description: 'The server’s METRICS_TOKEN.' },
          },
        },
        security: [{ token: [] }],
      },
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        const access = accessOf(input.url, input.route.config?.access);
        const multipart = input.route.config?.multipartBody;
        // A route that guards itself (/metrics) says how in its own description and security.
        return {
          url,
          schema: {
            ...schema,
            ...(multipart ? { body: multipart, consumes: ['multipart/form-data'] } : {}),
            description: schema?.description ?? ACCESS_NOTE[access],
            ...(access === 'public' ? { security: schema?.security ?? [] } : {}),
          },
        };
      },
    });

    app.get(OPENAPI_JSON, { config: { access: 'public' } }, async () => app.swagger());

    // The reference page and its assets are served from the package, so the page works offline.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      // Under the app's own security headers (see security.ts), which the page's inline styles fit.
      await docs.register(swaggerUi, { routePrefix: API_DOCS });
    });
  },
  { name: 'openapi', dependencies: ['auth'] },
);
