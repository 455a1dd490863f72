/**
 * Runs several async iterables at once and yields their items as they come.
 * The first failure stops the others (through `stopAll`) and is rethrown once
 * every source has settled, so their cleanup (metering) has run. A consumer
 * that stops early stops the sources too.
 */
export async function* mergeStreams<T>(sources: readonly AsyncIterable<T>[], stopAll: () => void): AsyncGenerator<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let failure: { error: unknown } | undefined;
  let active = sources.length;
  let closed = false;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  const pumps = sources.map(async (source) => {
    try {
      for await (const item of source) {
        if (failure || closed) break;
        queue.push(item);
        signal();
      }
    } catch (error) {
      if (!failure) {
        failure = { error };
        stopAll();
      }
    } finally {
      active -= 1;
      signal();
    }
  });
  try {
    while (!failure) {
      if (queue.length > 0) {
        yield queue.shift()!;
        continue;
      }
      if (active === 0) break;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure) {
      await Promise.allSettled(pumps);
      throw failure.error;
    }
  } finally {
    closed = true;
    stopAll();
    await Promise.allSettled(pumps);
  }
}
