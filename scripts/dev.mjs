// `npm run dev`: hot reload for both sides. Vite serves the web app on 5173 and
// proxies /api to the API, which tsx restarts on every server change.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
// A .env file, when present, fills in what the shell did not set.
if (existsSync('.env')) process.loadEnvFile('.env');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '5173';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  API_PORT: apiPort,
  PORT: apiPort,
  // Links in e-mails and the cross-site check must name the page the browser is on.
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
};
const child = spawn(
  'npx',
  [
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    'api,web',
    '--prefix-colors',
    'magenta,cyan',
    'tsx watch --clear-screen=false src/server/main.ts',
    `vite --port ${webPort} --strictPort`,
  ],
  { stdio: 'inherit', env },
);
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
