import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Finding = { field: string; message: string };

/** The first problem in a parsed body, query or params value, or null. */
function inspect(value: unknown, path: string, depth: number): Finding | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { field: path || '(body)', message: `${path || 'The request'} must not contain a NUL character` } : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return { field: path || '(body)', message: 'The request is nested too deeply' };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return { field: path || '(body)', message: `${path || 'The request'} must not contain a NUL character` };
    if (!Array.isArray(value) && FORBIDDEN_KEYS.has(key)) return { field: childPath, message: `${key} is not an allowed name` };
    const found = inspect(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One check for every route, before its schema: no text anywhere in a
 * request may hold a NUL byte (PostgreSQL cannot store one; it would be a
 * 500), no object key may be a prototype name, and nesting is bounded.
 * A 400 names the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const found = inspect(value, '', 0);
      if (found) throw new AppError('VALIDATION_ERROR', found.message, { [found.field]: found.message });
    }
  });
}
