import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
};

// Two projects: the server suite (node, a migrated database per file) and the
// web suite (jsdom). scripts/test.mjs runs the server suite once per engine:
// the PostgreSQL pass adds the concurrency files (*.pg.test.ts) and skips the
// files that never open a database of the engine under test (they already ran).
const isPostgresPass = process.env.TEST_DB_ENGINE === 'postgres';
// Pure tests (no database, no server, no fake third party): `npm run test:fast` runs only these, in well
// under a minute; the full run includes them once (the server and web projects leave them out).
const FAST_NODE = [
  'src/shared/**/*.test.ts',
  'src/server/ai/offline/**/*.test.ts',
  'src/server/ai/style/**/*.test.ts',
  'src/server/ai/analysis/**/*.test.ts',
  'src/server/ai/llm/{prices,merge-streams,finalise-post,split-versions}.test.ts',
  'src/server/integrations/{crypto,linkedin}/**/*.test.ts',
  'tools/**/*.test.ts',
];
const FAST_WEB = ['src/web/lib/**/*.test.{ts,tsx}'];
const ENGINE_INDEPENDENT = [
  'scripts/**', // PGlite data directories of their own
  'src/server/main.test.ts', // npm start on the embedded database
  'src/server/env.test.ts',
  'src/server/lib/**',
  'src/server/integrations/crypto/**',
  'src/server/integrations/linkedin/**',
  'src/server/db/pglite-lock.test.ts',
  'src/server/ai/offline/**',
  'src/server/ai/llm/prices.test.ts',
  'src/server/ai/llm/merge-streams.test.ts',
];
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'fast', environment: 'node', include: FAST_NODE, setupFiles: ['src/server/test/setup-file.ts'] },
      },
      {
        resolve: { alias },
        test: { name: 'fast-web', environment: 'jsdom', include: FAST_WEB, setupFiles: ['src/web/test/setup.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // *.redis.test.ts need a Redis server: run when TEST_REDIS_URL names one (.ci/run sets it).
          exclude: [
            ...FAST_NODE,
            ...(isPostgresPass ? ENGINE_INDEPENDENT : ['**/*.pg.test.ts']),
            ...(process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts']),
          ],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's module cache (decision 099): each file still builds its own app on its own
          // database, and nothing of ours keeps per-test state in a module. Re-importing the app for each of
          // ~90 files was most of the suite's time (imports 90 s → 13 s, billing + accounts 309 s → 168 s).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: FAST_WEB,
          setupFiles: ['src/web/test/setup.ts'],
          // Room for the 5 s waits of src/web/test/setup.ts on a loaded CI machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
