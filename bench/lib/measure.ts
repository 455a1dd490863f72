// Timing helpers: percentiles, one user's sequential requests, and autocannon in its own process.
import { spawnSync } from 'node:child_process';
import { ROOT } from './options';

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const median = (values: number[]) => percentile(values, 50);
export const round = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? undefined : Number(n.toFixed(digits));

/** One autocannon run in its own process (so the load generator does not share the bench's event loop). */
export function autocannon(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): { rps: number; p50: number; p99: number; non2xx: number } {
  const args = ['node_modules/autocannon/autocannon.js', '-c', '50', '-d', String(seconds), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const out = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const last = out.stdout?.trim().split('\n').pop();
  if (out.status !== 0 || !last) {
    console.warn(`  autocannon failed on ${url}: ${out.stderr?.slice(-300)}`);
    return { rps: NaN, p50: NaN, p99: NaN, non2xx: 0 };
  }
  const result = JSON.parse(last) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** Sequential timed requests after a warm-up: the latency one user sees. */
export async function timeRequests(count: number, send: () => Promise<number>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await send();
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await send());
  return times;
}

export async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}
