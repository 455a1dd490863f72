/** Which engine this test run uses: scripts/test.mjs runs the server suite once per engine. */
export function testEngine(): 'pglite' | 'postgres' {
  const engine = process.env.TEST_DB_ENGINE ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  if (engine === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return engine === 'postgres' ? 'postgres' : 'pglite';
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
