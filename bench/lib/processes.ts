// The processes the bench starts: the real app (src/server/main.ts, production settings) and the
// bench's bare Fastify server, each on a free port, all killed when the bench exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ROOT } from './options';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const children = new Set<ChildProcess>();
function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  child.on('exit', (code) => {
    children.delete(child);
    if (code && code !== 0) console.error(`  (process ${args.join(' ')} exited ${code})\n${stderr}`);
  });
  children.add(child);
  return child;
}
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export type AppServer = { url: string; origin: string; stop: () => Promise<void> };
export async function startApp(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess(['--import', 'tsx', 'src/server/main.ts'], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ...env,
  });
  await waitFor(`${url}/api/health`);
  return { url, origin: url, stop: () => stopProcess(child) };
}

export async function startBare(
  databaseUrl: string,
  userId: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = startProcess(['--import', 'tsx', 'bench/bare-server.ts', String(port), databaseUrl, userId], {});
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`);
  return { url, stop: () => stopProcess(child) };
}
