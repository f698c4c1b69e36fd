import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { escapeHtml } from '../lib/escape-html';
import { accessOf, type Access } from './auth';
import { API_DOCS, OPENAPI_JSON, operationOf } from './openapi.operations';

export { API_DOCS, OPENAPI_JSON } from './openapi.operations';

/**
 * An answer the route's zod schemas cannot describe (a file, a page, no body at all), for the OpenAPI
 * document only: what it is, and its media type (none: it has no body) with the body's JSON Schema (by
 * default a string: text for a text type, bytes for any other).
 */
export type Answer = { description: string; type?: string; schema?: Record<string, unknown> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The JSON Schema of a multipart body that the route reads itself (see `multipartBody`): shown in the
     * OpenAPI document only, never used to validate.
     */
    multipartBody?: Record<string, unknown>;
    /** The route's answers that are not JSON, by status (see `Answer`). */
    answers?: Record<number, Answer>;
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

const ACCESS_NOTE: Record<Access, string> = {
  public: 'Open to anyone.',
  staff: 'Any signed-in staff user or super admin.',
  superuser: 'Super admins only.',
  customer: 'A signed-in customer (a customer token; back-office tokens are refused).',
  'staff-or-customer':
    'A signed-in staff user, super admin or customer (either kind of token); who may see which object is the route’s rule.',
};

/** An `Answer` as an OpenAPI response (a JSON Schema of type null has no body). */
function answerResponse({ description, type, schema }: Answer): Record<string, unknown> {
  if (!type) return { description, type: 'null' };
  const body =
    schema ?? (type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' });
  return { description, content: { [type]: { schema: body } } };
}

/**
 * Registered before the routes, so that @fastify/swagger sees each one as it is added: every route's zod
 * schemas become the document's JSON Schemas, its access rule its security requirement, and its entry in
 * OPERATIONS its operation id and tag.
 */
export default fp<{ appName: string }>(
  async (app, opts) => {
    const title = `${opts.appName} API`;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title,
          version: '1.0.0',
          description: `Every route of the ${opts.appName} server, grouped by realm (the back office, the customers’ app, public) and resource. Errors answer \`{"error": sentence}\` (a 5xx adds \`request_id\`, the answer’s \`X-Request-Id\`), and a 400 names its fields: \`{"errors": [{"message": sentence, "context": {"key": field}}]}\`.`,
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
        const config = input.route.config;
        const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
        const operation = operationOf(method, input.url, access);
        const answers = Object.entries(config?.answers ?? {}).map(([status, a]) => [
          status,
          answerResponse(a),
        ]);
        // A route that guards itself (/metrics) says how in its own description and security.
        return {
          url,
          schema: {
            ...schema,
            ...(operation ? { operationId: operation.operationId, tags: [operation.tag] } : {}),
            ...(config?.multipartBody
              ? { body: config.multipartBody, consumes: ['multipart/form-data'] }
              : {}),
            ...(answers.length
              ? { response: { ...(schema?.response as object), ...Object.fromEntries(answers) } }
              : {}),
            description: schema?.description ?? ACCESS_NOTE[access],
            ...(access === 'public' ? { security: schema?.security ?? [] } : {}),
          },
        };
      },
      // The groups in order: each realm's resources, alphabetically.
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        const { openapiObject } = documentObject;
        const tags = new Set(
          Object.values(openapiObject.paths ?? {}).flatMap((ops) =>
            Object.values(ops ?? {}).flatMap((op) => (op as { tags?: string[] }).tags ?? []),
          ),
        );
        return { ...openapiObject, tags: [...tags].sort().map((name) => ({ name })) };
      },
    });

    app.get(
      OPENAPI_JSON,
      {
        config: {
          access: 'public',
          answers: {
            200: { description: 'This document.', type: 'application/json', schema: { type: 'object' } },
          },
        },
      },
      async () => app.swagger(),
    );

    // The reference page and its assets are served from the package, so the page works offline.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      // Under the app's own security headers (see security.ts), which the page's inline styles fit.
      await docs.register(swaggerUi, {
        routePrefix: API_DOCS,
        theme: { title: escapeHtml(title) },
        uiConfig: { displayOperationId: true },
      });
    });
  },
  { name: 'openapi', dependencies: ['auth'] },
);
