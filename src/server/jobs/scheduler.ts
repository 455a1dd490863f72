import type { Services } from '../services';

/** Where a failed run is reported (the app's logger in production). */
export type JobLogger = { error: (details: object, message: string) => void };

export type Job = { name: string; everyMs: number; run: (services: Services) => Promise<unknown> };

/** Periodic work. Every job is safe to run on every app process at once (conditional deletes/updates). */
export const JOBS: Job[] = [
  { name: 'purge expired sessions', everyMs: 60 * 60 * 1000, run: (s) => s.sessions.purgeExpired() },
  // Alerts are keyed per condition and period (unique index): every process may run it.
  { name: 'admin alerts check', everyMs: 5 * 60 * 1000, run: (s) => s.adminAlerts.check() },
  { name: 'purge ended attempt windows', everyMs: 15 * 60 * 1000, run: (s) => s.purgeEndedAttemptWindows() },
  // Paid AI runs left pending (a crash, an outage outlasting the refund retries) are refunded once (decision 057).
  { name: 'refund stale credit runs', everyMs: 60 * 1000, run: (s) => s.credits.sweepRuns() },
];

export function startJobs(services: Services, log: JobLogger, jobs: Job[] = JOBS): () => void {
  const timers = jobs.map((job) => {
    const tick = () =>
      job.run(services).catch((error: unknown) => {
        log.error({ err: error, job: job.name }, 'periodic job failed');
        void services.systemLogs
          .record({
            level: 'error',
            source: 'system',
            message: `Periodic job failed: ${job.name}`,
            metadata: { error: error instanceof Error ? error.message.slice(0, 500) : String(error) },
          })
          .catch(() => undefined);
      });
    // Timers never keep the process alive: shutdown must not wait for them.
    const first = setTimeout(tick, Math.min(job.everyMs, 60_000));
    first.unref();
    const interval = setInterval(tick, job.everyMs);
    interval.unref();
    return [first, interval];
  });
  return () => timers.flat().forEach((t) => clearTimeout(t));
}
