import { z } from 'zod';

// The API's own OpenAPI document as a contract checker: is this answer (status, content type, JSON body) one the
// document lists for the operation? Used by security/route-fuzzer.test.ts on every answer it gets (issue 24).

type Schema = Record<string, unknown>;
type Answer = { content?: Record<string, { schema?: Schema }> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components?: { schemas?: Record<string, Schema> };
};

/** `{ $ref: '#/components/schemas/X' }` replaced by X, at any depth. */
function resolveRefs(value: unknown, document: OpenApiDocument): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, document));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
    return resolveRefs(document.components?.schemas?.[ref.slice('#/components/schemas/'.length)], document);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, document)]));
}

export function createContractChecker(document: OpenApiDocument) {
  const validators = new Map<string, z.ZodType>();
  const validatorFor = (key: string, schema: Schema) => {
    let validator = validators.get(key);
    if (!validator) {
      validator = z.fromJSONSchema(resolveRefs(schema, document) as Parameters<typeof z.fromJSONSchema>[0]);
      validators.set(key, validator);
    }
    return validator;
  };

  return {
    /** Whether the document has the operation at all (routes it hides, such as its own page, are not). */
    documents(route: { method: string; url: string }): boolean {
      return Boolean(document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]);
    },

    /** What is wrong with this answer by the document, or undefined when it is one the document lists. */
    problem(
      route: { method: string; url: string },
      response: { statusCode: number; headers: Record<string, unknown>; body: string },
    ): string | undefined {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      if (!operation) return 'the operation is not in the document';
      const answer = operation.responses[String(response.statusCode)];
      if (!answer) return `status ${response.statusCode} is not documented`;
      const type = String(response.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!answer.content) {
        return response.body.length === 0 ? undefined : `status ${response.statusCode} has a body the document omits`;
      }
      const media = answer.content[type];
      if (!media) return `status ${response.statusCode} answered ${type || 'no content type'}, not a documented one`;
      if (type !== 'application/json' || !media.schema) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        return `status ${response.statusCode} answered JSON that does not parse`;
      }
      const result = validatorFor(`${route.method} ${path} ${response.statusCode}`, media.schema).safeParse(body);
      if (result.success) return undefined;
      const issue = result.error.issues[0]!;
      return `status ${response.statusCode} body does not match the document at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
    },
  };
}
