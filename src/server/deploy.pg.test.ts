import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../scripts/server-bundle.mjs';
import { withDatabase } from './test/test-engine';
import { childProcessEnv, testDatabaseUrl, testSettings } from './test/test-env';

// The deployment of deploy/ for real: two app processes started the way
// deploy/postwright.service starts them, on one PostgreSQL and one Redis,
// behind Debian's nginx with deploy/nginx.conf. A session, credits and rate
// limits are shared, and a rolling restart (one process, then the other)
// loses no request. scripts/test.mjs installs nginx when it is missing.

const NGINX = '/usr/sbin/nginx';
const ROOT = process.cwd();

type App = { port: number; child: ChildProcess; output: () => string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** ExecStart and Environment= of the systemd unit, with %i as the port. */
function unitCommand(port: number): { args: string[]; env: Record<string, string> } {
  const unit = readFileSync(join(ROOT, 'deploy/postwright.service'), 'utf8').replaceAll('%i', String(port));
  const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1]?.trim().split(/\s+/);
  if (!execStart || !/node$/.test(execStart[0]!))
    throw new Error('deploy/postwright.service has no `ExecStart=…/node …` line');
  const env = Object.fromEntries([...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
  return { args: execStart.slice(1), env };
}

function waitFor(child: ChildProcess, output: () => string, pattern: RegExp, what: string, ms = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms:\n${output()}`)), ms);
    const check = () => {
      if (!pattern.test(output())) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!pattern.test(output())) reject(new Error(`${what}: the process exited with ${code}:\n${output()}`));
    });
    check();
  });
}

function spawnWithOutput(command: string, args: string[], options: Parameters<typeof spawn>[2]) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('deployment: two app processes behind nginx on PostgreSQL and Redis', () => {
  const work = mkdtempSync(join(tmpdir(), 'postwright-deploy-'));
  // Inside the repository, so the bundle resolves its packages from node_modules like dist/ does.
  const appDir = join(ROOT, '.builds', `deploy-test-${process.pid}-${randomBytes(3).toString('hex')}`);
  const databaseName = `pw_deploy_${randomBytes(6).toString('hex')}`;
  const adminUrl = testSettings.databaseUrl ?? '';
  let databaseUrl = '';
  let redisUrl = '';
  let redis: ReturnType<typeof spawnWithOutput> | undefined;
  let nginx: ReturnType<typeof spawnWithOutput> | undefined;
  let proxyPort = 0;
  let appUrl = '';
  const apps: App[] = [];
  let cookie = '';

  async function startApp(port: number): Promise<App> {
    const { args, env } = unitCommand(port);
    const running = spawnWithOutput(process.execPath, args, {
      cwd: appDir,
      env: childProcessEnv({
        ...env,
        DATA_DIR: join(work, `data-${port}`),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        APP_URL: appUrl,
        APP_SECRET: 'deploy-test-secret-0123456789abcdef0123456789',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      }),
    });
    await waitFor(running.child, running.output, /Postwright is running at/, `app on port ${port} to start`);
    return { port, ...running };
  }

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  const viaProxy = (path: string, init: RequestInit = {}) =>
    fetch(`${appUrl}${path}`, {
      ...init,
      headers: { origin: appUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...init.headers },
    });
  const direct = (app: App, path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${app.port}${path}`, {
      ...init,
      headers: { origin: appUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...init.headers },
    });

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(
        `nginx is not installed (${NGINX}): npm test installs it from Debian's packages (apt-get install nginx)`,
      );
    // The server bundle exactly as `npm run build` makes it.
    await buildServerBundle({ root: ROOT, outdir: join(appDir, 'dist/server') });
    cpSync(join(ROOT, 'src/server/db/migrations'), join(appDir, 'dist/server/migrations'), { recursive: true });

    await admin(`CREATE DATABASE ${databaseName}`);
    databaseUrl = withDatabase(testDatabaseUrl(), databaseName);

    // A Redis of its own, empty: the machine's shared one keeps other runs' counters for an hour
    // (every request here comes from nginx's 127.0.0.1, so a leftover contact counter would refuse them).
    const redisPort = await freePort();
    redis = spawnWithOutput(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
    );
    await waitFor(redis.child, redis.output, /Ready to accept connections/, 'redis-server to start', 20_000);
    redisUrl = `redis://127.0.0.1:${redisPort}`;

    proxyPort = await freePort();
    appUrl = `http://127.0.0.1:${proxyPort}`;
    const [portA, portB] = [await freePort(), await freePort()];
    // Both at once: the migration lock lets exactly one of them migrate.
    apps.push(...(await Promise.all([startApp(portA), startApp(portB)])));

    const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace('127.0.0.1:3001', `127.0.0.1:${portA}`)
      .replace('127.0.0.1:3002', `127.0.0.1:${portB}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`);
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs'])
      mkdirSync(join(work, dir), { recursive: true });
    writeFileSync(join(work, 'postwright.conf'), site);
    writeFileSync(
      join(work, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  # Which process answered (the test only).
  add_header X-Upstream $upstream_addr always;
  include ${work}/postwright.conf;
}
`,
    );
    const check = spawnWithOutput(NGINX, ['-t', '-p', work, '-c', join(work, 'nginx.conf')], {});
    const checked = await new Promise<number | null>((resolve) => check.child.once('exit', resolve));
    if (checked !== 0) throw new Error(`nginx -t refused deploy/nginx.conf:\n${check.output()}`);
    nginx = spawnWithOutput(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], {});
    // Ready when it answers.
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${appUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);

  afterAll(async () => {
    if (nginx) await stop(nginx.child);
    await Promise.all(apps.map((app) => stop(app.child)));
    if (redis) await stop(redis.child);
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
    rmSync(appDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('serves through nginx, ready, with one session valid in both processes', async () => {
    const ready = await viaProxy('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });

    const email = `deploy-${randomBytes(4).toString('hex')}@example.com`;
    const register = await viaProxy('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ fullName: 'Deploy Tester', email, password: 'a-long-password' }),
    });
    expect(register.status).toBe(201);
    cookie = register.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('=');

    for (const app of apps) {
      const me = await direct(app, '/api/auth/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email });
    }
  });

  it('shares credits: a spend in one process shows in the other', async () => {
    const [a, b] = apps as [App, App];
    const before = (await (await direct(a, '/api/credits/info')).json()) as { credits: number };
    expect(before.credits).toBeGreaterThan(0);
    const generate = await direct(b, '/api/posts/generate', {
      method: 'POST',
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      body: JSON.stringify({
        originalIdea: 'Deploying behind a proxy',
        platform: 'linkedin',
        versions: 1,
        mood: 'confident',
        postLength: 'short',
        includeEmojis: false,
        includeHashtags: false,
        usedBrandVoice: false,
      }),
    });
    expect(generate.status).toBe(200);
    const after = (await (await direct(a, '/api/credits/info')).json()) as { credits: number };
    expect(after.credits).toBe(before.credits - 1);
  });

  it('shares rate limits through Redis: the limit counts requests to both processes', async () => {
    const served = new Set<string>();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await viaProxy('/api/contact', {
        method: 'POST',
        body: JSON.stringify({
          name: 'Grace Hopper',
          email: 'grace@example.com',
          subject: 'Shared limits',
          message: `Is this limit counted across processes? (${i})`,
        }),
      });
      statuses.push(res.status);
      served.add(res.headers.get('x-upstream') ?? '');
    }
    // Five an hour per address, whichever process answers.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(served.size).toBe(2);
  });

  it('loses no request during a rolling restart of both processes', async () => {
    const statuses = new Map<number, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        const res = await viaProxy(Math.random() < 0.5 ? '/api/auth/me' : '/api/credits/info').then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 0,
        );
        statuses.set(res, (statuses.get(res) ?? 0) + 1);
      }
    };
    const load = Array.from({ length: 6 }, worker);
    try {
      for (let i = 0; i < apps.length; i++) {
        const old = apps[i]!;
        await new Promise((r) => setTimeout(r, 500));
        expect(await stop(old.child)).toBe(0);
        await new Promise((r) => setTimeout(r, 300));
        apps[i] = await startApp(old.port);
      }
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      running = false;
      await Promise.all(load);
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(50);
    expect(Object.fromEntries(statuses)).toEqual({ 200: total });
  }, 180_000);
});
