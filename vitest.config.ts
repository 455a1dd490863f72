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
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // *.redis.test.ts need a Redis server: run when TEST_REDIS_URL names one (.ci/run sets it).
          exclude: [...(isPostgresPass ? ENGINE_INDEPENDENT : ['**/*.pg.test.ts']), ...(process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts'])],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Room for the 5 s waits of src/web/test/setup.ts on a loaded CI machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
