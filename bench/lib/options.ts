// The bench's command line (bench/run.ts): what to run and how big.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
export const QUICK = argv.includes('--quick');
export const CHECK = argv.includes('--check');
const ONLY = argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
export const PG_ADMIN_URL =
  argv.find((a) => a.startsWith('--pg='))?.slice(5) ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const NO_POSTGRES = argv.includes('--no-postgres');
/** Keep the PostgreSQL database afterwards (to EXPLAIN its queries); its name is printed. */
export const KEEP = argv.includes('--keep');
export const wants = (group: string) => !ONLY || ONLY.includes(group);

export const SIZES = QUICK
  ? {
      pgUsers: 100,
      pgPostsPerUser: 100,
      pgHeavy: 20_000,
      pgliteHeavy: 10_000,
      historySamples: 10,
      apiSeconds: 2,
      apiRounds: 3,
      genSamples: 5,
      streamSamples: 3,
      spendSeconds: 3,
      scheduledPosts: 10_000,
      dueBurst: 100,
    }
  : {
      pgUsers: 1000,
      pgPostsPerUser: 1000,
      pgHeavy: 200_000,
      pgliteHeavy: 100_000,
      historySamples: 40,
      apiSeconds: 6,
      apiRounds: 3,
      genSamples: 15,
      streamSamples: 8,
      spendSeconds: 8,
      scheduledPosts: 100_000,
      dueBurst: 1000,
    };
