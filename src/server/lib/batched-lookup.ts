/**
 * Lookups asked for in the same turn of the event loop go to the database as
 * one statement (decision 078). Under load, dozens of requests arrive between
 * two turns; each used to cost its own round trip (two system calls, a
 * protocol exchange and a plan execution in the database, on the same two
 * cores). Nothing is kept between turns: every lookup is sent after it was
 * asked for, so it sees everything committed before the request arrived.
 */
export type BatchedLookup<K, V> = (key: K) => Promise<V | undefined>;

export function batchedLookup<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch: number },
): BatchedLookup<K, V> {
  let pending: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const batch = pending;
    pending = [];
    for (let start = 0; start < batch.length; start += options.maxBatch) {
      const part = batch.slice(start, start + options.maxBatch);
      const keys = [...new Set(part.map((entry) => entry.key))];
      fetchMany(keys).then(
        (found) => part.forEach((entry) => entry.resolve(found.get(entry.key))),
        (error: unknown) => part.forEach((entry) => entry.reject(error)),
      );
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      // setImmediate runs after the current poll phase: every request whose
      // bytes were read in this turn has asked by then.
      if (pending.length === 0) setImmediate(flush);
      pending.push({ key, resolve, reject });
    });
}
