import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: two processes opening the same data
 * directory would corrupt it. A lock file holding the owner's pid refuses the
 * second one with a clear message; a lock left by a process that died is
 * taken over.
 */
/** A problem the person starting the process must fix; printed without a stack trace. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

export function lockPgliteDir(dataDir: string): () => void {
  const file = join(dataDir, 'postwright.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another Postwright process (pid ${owner}). Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
