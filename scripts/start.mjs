// `npm start`: install what is missing, build what changed, then run the
// server in this same process (it migrates the database and listens).
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
const { build } = await import('./build.mjs');
await build();
await import(new URL('../dist/server/main.js', import.meta.url).href);
