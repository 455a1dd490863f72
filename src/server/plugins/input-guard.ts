import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Finding = { field: string; message: string };

/** Half of a UTF-16 surrogate pair without its other half: not a character, and PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string, path: string): Finding | null {
  if (text.includes('\u0000'))
    return { field: path || '(body)', message: `${path || 'The request'} must not contain a NUL character` };
  if (LONE_SURROGATE.test(text))
    return {
      field: path || '(body)',
      message: `${path || 'The request'} contains a broken character (half of an emoji or symbol)`,
    };
  return null;
}

/** The first problem in a parsed body, query or params value, or null. */
function inspect(value: unknown, path: string, depth: number): Finding | null {
  if (typeof value === 'string') {
    return textProblem(value, path);
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return { field: path || '(body)', message: 'The request is nested too deeply' };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    const keyProblem = textProblem(key, path);
    if (keyProblem) return keyProblem;
    if (!Array.isArray(value) && FORBIDDEN_KEYS.has(key))
      return { field: childPath, message: `${key} is not an allowed name` };
    const found = inspect(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One check for every route, before its schema: no text anywhere in a
 * request may hold a NUL byte or a lone surrogate (PostgreSQL cannot store
 * either in text or jsonb; it would be a 500), no object key may be a prototype name, and nesting is bounded.
 * A 400 names the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request (decision 078).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const value of [request.params, request.query, request.body]) {
      const found = inspect(value, '', 0);
      if (found) return done(new AppError('VALIDATION_ERROR', found.message, { [found.field]: found.message }));
    }
    done();
  });
}
