import type { FastifyInstance } from 'fastify';

/** A request slower than this is always logged, whatever the sample rate. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One log line per request, written when the answer has gone (decision 049).
 * Fastify's own request logging (two lines per request, on every request)
 * cost 15 % of a busy process; here every failure (status ≥ 400) and every
 * slow request is logged, and of the rest a sample (`sampleRate`, 1 = all;
 * production defaults to 5 %). The line carries the method, the redacted URL,
 * the status and the time taken.
 */
export function registerRequestLog(app: FastifyInstance, options: { sampleRate: number }): void {
  const { sampleRate } = options;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (
      status >= 400 ||
      responseTime >= SLOW_REQUEST_MS ||
      (sampleRate > 0 && (sampleRate >= 1 || Math.random() < sampleRate))
    ) {
      request.log.info({ req: request, res: reply, responseTime }, 'request completed');
    }
    done();
  });
}
