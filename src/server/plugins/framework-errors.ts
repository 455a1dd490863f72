import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@shared/errors';
import type { RegisteredRoute } from './route-list';

// Answers the router gives before any route runs, in the one error shape
// `{ message, code }` (issue 24): Fastify's own bodies for a malformed URL or
// a too-long path parameter had another shape and echoed the URL back.

/** Fastify's `frameworkErrors` option: FST_ERR_BAD_URL and FST_ERR_MAX_PARAM_LENGTH. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = tooLong
    ? { message: 'The address is too long', code: 'URI_TOO_LONG' }
    : { message: 'The address is not a valid URL', code: 'BAD_REQUEST' };
  void reply.status(tooLong ? 414 : 400).send(body);
}

type Matcher = { method: string; pattern: RegExp };
const matchers = new WeakMap<readonly RegisteredRoute[], { size: number; list: Matcher[] }>();

function compile(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The methods a path takes (GET implies HEAD); empty when no route has that path at all. */
export function allowedMethods(routes: readonly RegisteredRoute[], path: string): string[] {
  let cached = matchers.get(routes);
  if (!cached || cached.size !== routes.length) {
    cached = {
      size: routes.length,
      list: routes.map((route) => ({ method: route.method, pattern: compile(route.url) })),
    };
    matchers.set(routes, cached);
  }
  const methods = new Set(cached.list.filter((m) => m.pattern.test(path)).map((m) => m.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
