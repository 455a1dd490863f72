// `npm start`: install what is missing, build what changed, then run the
// server in this same process (it migrates the database and listens).
import { existsSync } from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
// A .env file, when present, fills in what the shell did not set.
if (existsSync('.env')) process.loadEnvFile('.env');
const { build } = await import('./build.mjs');
await build();
// Stack traces in logs point at the TypeScript sources.
process.setSourceMapsEnabled(true);
// `npm run worker` (--worker): the job workers without HTTP.
await import(
  new URL(`../dist/server/${process.argv.includes('--worker') ? 'worker' : 'main'}.js`, import.meta.url).href
);
