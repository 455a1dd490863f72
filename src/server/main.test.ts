import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcessEnv } from './test/test-env';

// The real entry point of `npm start`, as a separate process over real HTTP:
// it migrates, serves, keeps its data across restarts and shuts down cleanly.

type Running = { child: ChildProcess; url: string; output: () => string };

function start(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: childProcessEnv({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      APP_URL: 'http://localhost:3000',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Postwright is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
}

describe('npm start entry point', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'postwright-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves on one port, keeps data across a restart, and exits cleanly on SIGTERM and SIGINT', async () => {
    const first = await start(dataDir);
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    const register = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ fullName: 'Restart Tester', email: 'restart@example.com', password: 'a-long-password' }),
    });
    expect(register.status).toBe(201);
    expect(await stop(first, 'SIGTERM')).toBe(0);

    const second = await start(dataDir);
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'restart@example.com', password: 'a-long-password' }),
    });
    expect(login.status).toBe(200);
    expect(await stop(second, 'SIGINT')).toBe(0);
  }, 120_000);
});
