// The server bundle, written once: `npm run build` (scripts/build.mjs) and the
// deploy test (src/server/deploy.pg.test.ts) build the same entries the same
// way. The spelling thread (decision 111) is an entry of its own: a worker
// thread is started from a file, beside main.js.
import { join } from 'node:path';

/** Entry name → source file, relative to the repository root. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  worker: 'src/server/worker.ts',
  'spell-thread': 'src/server/ai/offline/spell/spell-thread.ts',
};

/** Bundles the server entries from `root` into `outdir` (dependencies stay external, as in `npm start`). */
export async function buildServerBundle({ root, outdir }) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, join(root, file)])),
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}
