/**
 * On SIGINT or SIGTERM, once: `stop` closes the process's parts in order (jobs, workers, the app, Redis,
 * the database; PGlite only exits once closed), then the process exits 0. A stop that throws exits 1, and one
 * that takes longer than `graceMs` is cut short with exit 1 so a supervisor can restart the process.
 */
export function exitGracefullyOnSignal({
  announce,
  graceMs,
  stop,
}: {
  announce: (signal: string) => void;
  graceMs: number;
  stop: () => Promise<void>;
}): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    announce(signal);
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
