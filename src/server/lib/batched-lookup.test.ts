import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup';

function recordingLookup(maxBatch = 100) {
  const batches: string[][] = [];
  const lookup = batchedLookup(
    async (keys: string[]) => {
      batches.push(keys);
      return new Map(keys.filter((key) => !key.startsWith('missing')).map((key) => [key, key.toUpperCase()]));
    },
    { maxBatch },
  );
  return { batches, lookup };
}

describe('batchedLookup', () => {
  it('sends the lookups asked in one turn as one batch, each answered with its own row', async () => {
    const { batches, lookup } = recordingLookup();
    const answers = await Promise.all(['a', 'b', 'missing-c', 'a'].map((key) => lookup(key)));
    expect(answers).toEqual(['A', 'B', undefined, 'A']);
    expect(batches).toEqual([['a', 'b', 'missing-c']]);
  });

  it('sends a lookup asked after a batch went in a batch of its own, so it sees what changed since', async () => {
    const { batches, lookup } = recordingLookup();
    expect(await lookup('a')).toBe('A');
    expect(await lookup('b')).toBe('B');
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('splits a batch larger than its limit', async () => {
    const { batches, lookup } = recordingLookup(2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => lookup(key)));
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('fails every lookup of a batch whose statement failed, and the next batch still runs', async () => {
    let fail = true;
    const lookup = batchedLookup(
      async (keys: string[]) => {
        if (fail) throw new Error('connection lost');
        return new Map(keys.map((key) => [key, key]));
      },
      { maxBatch: 10 },
    );
    const results = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup('c')).toBe('c');
  });
});
