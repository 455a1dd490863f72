import { median, percentile, round, timedGet } from '../lib/measure';
import { SIZES } from '../lib/options';
import type { AppServer } from '../lib/processes';
import { add } from '../lib/report';

/** History search and the dashboard's reads, as one user with many posts sees them. */
export async function historyScenarios(
  engine: string,
  app: AppServer,
  heavy: { cookie: string },
  heavyCount: number,
  limit: number,
): Promise<void> {
  const lastPage = Math.ceil(heavyCount / 10);
  const cases: [string, string, number][] = [
    ['history page 1', '/api/posts/search?page=1', limit],
    [`history last page (${lastPage})`, `/api/posts/search?page=${lastPage}`, limit],
    ['history rare word', '/api/posts/search?search=zeppelin', limit],
    ['history common word', '/api/posts/search?search=team', limit],
    ['history mood', '/api/posts/search?mood=analytical', limit],
    ['history period (week)', '/api/posts/search?period=week', limit],
    ['history combined', '/api/posts/search?search=team&mood=confident&period=month&page=3', limit],
    ['dashboard recent posts', '/api/posts?limit=5', 10],
    ['dashboard stats', '/api/stats', 10],
  ];
  // Alternating rounds: every case gets samples spread across the whole run.
  const samples = new Map<string, number[]>(cases.map(([name]) => [name, []]));
  for (const [, path] of cases) for (let i = 0; i < 2; i++) await timedGet(app.url + path, heavy.cookie);
  for (let i = 0; i < SIZES.historySamples; i++) {
    for (const [name, path] of cases) samples.get(name)!.push(await timedGet(app.url + path, heavy.cookie));
  }
  for (const [name, , target] of cases) {
    const times = samples.get(name)!;
    add({
      group: `history (${engine}, ${heavyCount.toLocaleString('en')} posts)`,
      name,
      unit: 'ms',
      median: round(median(times)),
      p95: round(percentile(times, 95)),
      target: { max: target },
    });
  }
}
