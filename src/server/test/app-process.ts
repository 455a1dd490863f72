import { spawn, type ChildProcess } from 'node:child_process';
import { childProcessEnv } from './test-env';

// `npm start` (src/server/main.ts) as a separate OS process on a test's
// PostgreSQL database: several app processes sharing one database, each
// with its own job workers, as several machines would run it.

export type AppProcess = { child: ChildProcess; url: string; output: () => string };

export const PROCESS_APP_URL = 'http://localhost:3000';

export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: childProcessEnv({
      REDIS_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_URL: PROCESS_APP_URL,
      APP_SECRET: 'app-process-test-secret-0123456789abcdef',
      AI_PROVIDER: 'offline',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Postwright is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}`, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

export function stopAppProcess(running: AppProcess): Promise<void> {
  if (running.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGTERM');
  });
}

/** Signs in over HTTP and answers the Cookie header for the next requests. */
export async function signInOverHttp(app: AppProcess, email: string, password: string): Promise<string> {
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PROCESS_APP_URL },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
