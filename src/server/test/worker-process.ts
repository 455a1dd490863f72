import { spawn, type ChildProcess } from 'node:child_process';
import type { LinkedInTestApp } from './linkedin';
import { SHARE_APP } from './linkedin';
import { childProcessEnv } from './test-env';

// `npm run worker` as separate OS processes against a test's PostgreSQL and
// fake LinkedIn: what several machines sharing one database look like.

export type WorkerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startWorkerProcess(
  app: LinkedInTestApp,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    env: childProcessEnv({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      APP_URL: 'http://localhost:3000',
      // The test app's secret: the workers must open the tokens it sealed.
      APP_SECRET: 'test-secret-that-is-long-enough-for-hkdf-0123456789',
      LINKEDIN_CLIENT_ID: SHARE_APP.clientId,
      LINKEDIN_CLIENT_SECRET: SHARE_APP.clientSecret,
      LINKEDIN_API_URL: app.linkedin.apiUrl,
      LINKEDIN_AUTH_URL: app.linkedin.authUrl,
      JOB_POLL_SECONDS: '0.5',
      PUBLISH_CONCURRENCY: '20',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Postwright worker is running')) {
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`worker exited with ${code}:\n${output}`)));
  });
}

export async function stopWorkerProcess(
  worker: WorkerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return worker.child.exitCode;
  worker.child.kill(signal);
  return worker.exited;
}
