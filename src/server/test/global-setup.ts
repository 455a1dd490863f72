import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';
import { installJobSchema } from '../jobs/job-engine';
import { testEngine, withDatabase } from './test-engine';
import { testDatabaseUrl } from './test-env';

// Migrates once per run; every test file then starts from a copy of that
// template (a PGlite data-dir dump, or a PostgreSQL template database).

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const engine = testEngine();
  if (engine === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'postwright-test-'));
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const handle = await openDatabase({ kind: 'pglite', instance: pglite });
    await migrateDatabase(handle, migrationsFolder());
    // pg-boss's tables too, so scheduling can send jobs in any test without starting the engine.
    await installJobSchema(handle);
    const dump = await pglite.dumpDataDir('none');
    const path = join(dir, 'template.tar');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('pgliteTemplatePath', path);
    project.provide('postgresTemplate', '');
    return async () => {
      await rm(dir, { recursive: true, force: true });
    };
  }

  const adminUrl = testDatabaseUrl();
  const template = `pw_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl, template), max: 1 });
  await migrateDatabase(handle, migrationsFolder());
  await installJobSchema(handle);
  await handle.close();
  project.provide('postgresTemplate', template);
  project.provide('pgliteTemplatePath', '');
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
