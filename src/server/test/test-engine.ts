import { testSettings } from './test-env';

/** Which engine this test run uses: scripts/test.mjs runs the server suite once per engine. */
export function testEngine(): 'pglite' | 'postgres' {
  const engine = testSettings.dbEngine ?? (testSettings.databaseUrl ? 'postgres' : 'pglite');
  if (engine === 'postgres' && !testSettings.databaseUrl)
    throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return engine === 'postgres' ? 'postgres' : 'pglite';
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
