// The test suite's own settings. As src/server/env.ts is for the app, this is
// the one place tests read the environment (the lint rule on process.env
// allows these two files only).

/** `TEST_DB_ENGINE` (pglite | postgres), `TEST_DATABASE_URL`, `TEST_REDIS_URL`, as the run was started with. */
export const testSettings = {
  dbEngine: process.env.TEST_DB_ENGINE,
  databaseUrl: process.env.TEST_DATABASE_URL,
  redisUrl: process.env.TEST_REDIS_URL,
};

/** The PostgreSQL server of the PostgreSQL pass; only asked for on that pass. */
export function testDatabaseUrl(): string {
  if (!testSettings.databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return testSettings.databaseUrl;
}

/** This process's environment with `overrides`, for an app process a test starts (main.test.ts). */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
