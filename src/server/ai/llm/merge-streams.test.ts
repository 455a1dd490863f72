import { describe, expect, it } from 'vitest';
import { mergeStreams } from './merge-streams';

describe('mergeStreams', () => {
  async function* numbers(from: number, stopped: { count: number; pulled: number }) {
    try {
      for (let i = from; i < from + 100; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        stopped.pulled += 1;
        yield i;
      }
    } finally {
      stopped.count += 1;
    }
  }

  it('stops every source when the consumer stops early', async () => {
    const stopped = { count: 0, pulled: 0 };
    let stopAllCalls = 0;
    const seen: number[] = [];
    for await (const n of mergeStreams([numbers(0, stopped), numbers(1000, stopped)], () => stopAllCalls++)) {
      seen.push(n);
      if (seen.length === 5) break;
    }
    expect(stopAllCalls).toBeGreaterThan(0);
    expect(stopped.count).toBe(2);
    expect(stopped.pulled).toBeLessThan(20);
  });

  it('interleaves sources, and rethrows the first failure after stopping the others', async () => {
    let stopAllCalls = 0;
    async function* failing() {
      yield 'a';
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('boom');
    }
    async function* slow() {
      for (let i = 0; i < 50; i++) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        yield `s${i}`;
      }
    }
    const seen: string[] = [];
    const run = async () => {
      for await (const item of mergeStreams([failing(), slow()], () => stopAllCalls++)) seen.push(item);
    };
    await expect(run()).rejects.toThrow('boom');
    expect(seen).toContain('a');
    expect(seen.length).toBeLessThan(20);
    expect(stopAllCalls).toBeGreaterThan(0);
  });
});
