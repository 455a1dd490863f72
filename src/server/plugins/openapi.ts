import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '@shared/constants';
import { errorBodySchema } from '@shared/errors';
import { AppError } from '../errors';
import { MULTIPART_BODIES, errorStatusesOf, otherAnswersOf } from './openapi-answers';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * The API's OpenAPI 3.1 document, generated from the shared zod schemas the
 * routes validate with (zod 4's JSON Schema output is draft 2020-12, which is
 * OpenAPI 3.1's dialect), at `/api/openapi.json`, and a reference page at
 * `/api/docs` rendered by swagger-ui-dist from our own origin: no CDN, and no
 * inline script, so the Content-Security-Policy stays as strict as the app's.
 *
 * Call before the routes are registered: it collects them as they are added.
 */
export function registerOpenApi(app: FastifyInstance, info: { version: string; appUrl: string }): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.url !== '/api/openapi.json' &&
      !(route.schema as { hide?: boolean } | undefined)?.hide
    )
      routes.push(route);
  });

  let document: string | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    document ??= JSON.stringify(buildDocument(routes, info));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document);
  });

  const ui = swaggerUiFiles();
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_HTML),
  );
  app.get<{ Params: { file: string } }>('/api/docs/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = ui.get(request.params.file);
    if (!file) throw new AppError('NOT_FOUND', 'Not found');
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding').type(file.type);
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
      return reply.header('content-encoding', 'gzip').send(file.gzip());
    return reply.send(file.raw());
  });
}

const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Postwright API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });\n`;

type UiFile = { type: string; raw(): Buffer; gzip(): Buffer };

/** swagger-ui-dist's files, read (and gzipped) once on first use. */
function swaggerUiFiles(): Map<string, UiFile> {
  const files = new Map<string, UiFile>();
  const add = (name: string, type: string, load: () => Buffer) => {
    let raw: Buffer | undefined;
    let gzip: Buffer | undefined;
    files.set(name, {
      type,
      raw: () => (raw ??= load()),
      gzip: () => (gzip ??= gzipSync(raw ?? (raw = load()), { level: 6 })),
    });
  };
  const distDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  add('swagger-ui.css', 'text/css; charset=utf-8', () => readFileSync(join(distDir(), 'swagger-ui.css')));
  add('swagger-ui-bundle.js', 'text/javascript; charset=utf-8', () =>
    readFileSync(join(distDir(), 'swagger-ui-bundle.js')),
  );
  add('init.js', 'text/javascript; charset=utf-8', () => Buffer.from(INIT_JS));
  return files;
}

type JsonSchema = Record<string, unknown>;

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** An OpenAPI 3.1 document of every API route that validates with zod. */
export function buildDocument(routes: RouteOptions[], info: { version: string; appUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const schema = (route.schema ?? {}) as {
      body?: unknown;
      querystring?: unknown;
      params?: unknown;
      response?: Record<string, unknown>;
      idempotent?: boolean;
    };
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const methods = (Array.isArray(route.method) ? route.method : [route.method])
      .map((m) => m.toLowerCase())
      .filter((m) => m !== 'head');
    const parameters: unknown[] = [];
    for (const [where, source] of [
      ['path', schema.params],
      ['query', schema.querystring],
    ] as const) {
      if (!isZod(source)) continue;
      const json = toJsonSchema(source, 'input');
      const required = new Set((json.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries(
        (json.properties as Record<string, JsonSchema> | undefined) ?? {},
      )) {
        parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
      }
    }
    if (parameters.length === 0) {
      for (const name of route.url.matchAll(/:(\w+)/g))
        parameters.push({ name: name[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    if (schema.idempotent) parameters.push(IDEMPOTENCY_KEY_PARAMETER);
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(schema.response ?? {})) {
      responses[status] = {
        description: describeStatus(status),
        ...(isZod(response) ? { content: { 'application/json': { schema: toJsonSchema(response, 'output') } } } : {}),
      };
    }
    // What the route's own schema leaves out: answers that are not JSON, and the refusals it shares with the others
    // (openapi-answers.ts, decision 094), each with the one error body.
    const facts = { method: (methods[0] ?? 'get').toUpperCase(), url: route.url, schema, config: route.config };
    for (const [status, answer] of Object.entries(otherAnswersOf(facts))) responses[status] ??= answer;
    for (const status of errorStatusesOf(facts)) {
      responses[String(status)] ??= {
        description:
          status === 409 && schema.idempotent
            ? 'The Idempotency-Key was used for a different request, or its first request is still running'
            : describeStatus(String(status)),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const key = `${facts.method} ${route.url}`;
    const body = isZod(schema.body)
      ? { 'application/json': { schema: toJsonSchema(schema.body, 'input') } }
      : MULTIPART_BODIES.has(key)
        ? {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                required: ['file'],
              },
            },
          }
        : undefined;
    const tag = route.url.split('/')[2] ?? 'api';
    for (const method of methods) {
      paths[path] ??= {};
      paths[path][method] = {
        tags: [tag],
        operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(body ? { requestBody: { required: true, content: body } } : {}),
        ...(key in PUBLIC_ROUTES ? {} : { security: [{ session: [] }] }),
        responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Postwright API',
      version: info.version,
      description:
        "The HTTP API behind the Postwright web app. Requests are authenticated with the session cookie set by `POST /api/auth/login`; state-changing requests must come from the app's own origin (Origin header). Errors answer `{ message, code }`.\n\n" +
        IDEMPOTENCY_DESCRIPTION,
    },
    servers: [{ url: info.appUrl.replace(/\/$/, '') }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      schemas: { Error: toJsonSchema(errorBodySchema, 'output') },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** Idempotency-Key on paid AI requests (decision 058). */
const IDEMPOTENCY_DESCRIPTION =
  '**Idempotency-Key.** Paid AI requests (the operations with an `Idempotency-Key` header) accept a key of 8–100 letters, digits, `-` or `_`, chosen by the client, one per user action. ' +
  'A retry with the same key and the same body (a response lost to the network) is not run or charged again: it answers the original result with the original status and body; ' +
  'the streamed generation answers one `saved` event with the posts the first request saved. ' +
  'The same key with a different body answers 409 `CONFLICT`, as does a retry while the first request is still running. ' +
  'A request that failed was refunded and its key may be retried. Keys expire 24 hours after their first use. Without a key every request is new.';

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per user action: a retry with the same key and body answers the first result (charged once); the same key with another body is 409. Expires after 24 hours.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
};

function describeStatus(status: string): string {
  const names: Record<string, string> = {
    '200': 'OK',
    '201': 'Created',
    '202': 'Accepted',
    '204': 'No content',
    '302': 'Redirect',
    '303': 'Redirect (See Other)',
    '304': 'Not modified',
    '400': 'Invalid request',
    '401': 'Not signed in',
    '402': 'Not enough credits',
    '403': 'Forbidden',
    '404': 'Not found',
    '409': 'Conflict',
    '413': 'Request body too large',
    '414': 'Address too long',
    '415': 'Unsupported content type',
    '429': 'Too many requests',
    '502': 'A third-party service failed',
    '503': 'Unavailable (the database is out of reach)',
  };
  return names[status] ?? `Status ${status}`;
}
