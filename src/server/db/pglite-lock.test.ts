import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockPgliteDir } from './pglite-lock';

describe('embedded database lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pw-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second process while the first holds the directory', async () => {
    // Another live process (a sleeping child) owns the lock.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(join(dir, 'postwright.lock'), String(child.pid));
      expect(() => lockPgliteDir(dir)).toThrow(/in use by another Postwright process \(pid \d+\)/);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    await writeFile(join(dir, 'postwright.lock'), '999999');
    const unlock = lockPgliteDir(dir);
    expect(await readFile(join(dir, 'postwright.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    await expect(readFile(join(dir, 'postwright.lock'), 'utf8')).rejects.toThrow();
  });
});
