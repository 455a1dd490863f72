import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureStyle } from '../../src/server/ai/style';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { systemClock } from '../../src/server/lib/clock';
import { createVoiceSamplesService } from '../../src/server/modules/brand-voices/samples.service';
import { median, percentile, round } from '../lib/measure';
import { QUICK } from '../lib/options';
import { add } from '../lib/report';

// Issue 22's two figures for writing from the author's own posts, on PGlite (the
// default deployment, and the slower engine): the samples nearest an idea,
// read before every generation with a voice that has samples (p95 ≤ 20 ms with
// 10,000 samples for one user), and the style profile of a full voice (200
// samples ≤ 200 ms). In process: neither has a route of its own.

const WORDS =
  'pricing hiring remote churn onboarding customers engineers funding launch roadmap support design team growth revenue interview product sales culture feedback'.split(
    ' ',
  );
const PER_VOICE = 200;

function post(i: number): string {
  const pick = (k: number) => WORDS[(i * 7 + k * 13) % WORDS.length];
  return `Post ${i}: what ${pick(1)} taught us about ${pick(2)}.\n\nWe changed ${pick(3)} and saw ${i % 97}% more replies.\n\nWhat would you try?`;
}

export async function samplesScenario(): Promise<void> {
  const voices = QUICK ? 10 : 50;
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-samples-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(handle);
    const pglite = handle.pglite!;
    console.log(`\nSamples: seeding one user with ${(voices * PER_VOICE).toLocaleString('en')} samples…`);
    const [{ id: userId }] = (
      await pglite.query<{ id: string }>(
        `insert into users (email, full_name, password) values ('samples@bench.test', 'Bench', 'x') returning id`,
      )
    ).rows as [{ id: string }];
    const voiceIds: string[] = [];
    for (let v = 0; v < voices; v += 1) {
      const { rows } = await pglite.query<{ id: string }>(
        'insert into brand_voices (user_id, name) values ($1, $2) returning id',
        [userId, `Voice ${v}`],
      );
      voiceIds.push(rows[0]!.id);
      const texts = Array.from({ length: PER_VOICE }, (_, i) => post(v * PER_VOICE + i));
      await pglite.query(
        `insert into brand_voice_samples (voice_id, user_id, text, text_hash, language, source)
         select $1, $2, t, md5(t), 'en', 'paste' from unnest($3::text[]) t`,
        [voiceIds[v], userId, texts],
      );
    }
    await pglite.query('analyze');
    // relevantSamples reads the samples table through its prepared statement only: the services it checks
    // ownership with elsewhere are never called on this path.
    const samples = createVoiceSamplesService({
      db: handle.db,
      prepared: handle.prepared,
      clock: systemClock,
      brandVoices: undefined as never,
      posts: undefined as never,
    });
    const ideas = [
      'How we fixed churn with better onboarding',
      'Our pricing change and what customers said',
      'Hiring engineers for a remote team',
    ];
    for (let i = 0; i < 20; i += 1) await samples.relevantSamples(userId, voiceIds[i % voices]!, ideas[i % 3]!, 3);
    const times: number[] = [];
    for (let i = 0; i < (QUICK ? 100 : 400); i += 1) {
      const started = performance.now();
      await samples.relevantSamples(userId, voiceIds[i % voices]!, ideas[i % 3]!, 3);
      times.push(performance.now() - started);
    }
    const group = 'writing from samples (PGlite)';
    add({
      group,
      name: `samples nearest an idea, ${(voices * PER_VOICE).toLocaleString('en')} samples for one user`,
      unit: 'ms',
      median: round(median(times)),
      p95: round(percentile(times, 95)),
      target: { max: 20 },
      // A loaded, shared machine widens the tail: --check fails only on a clear regression.
      check: { max: 60 },
    });
    const texts = Array.from({ length: PER_VOICE }, (_, i) => post(i));
    const profileTimes: number[] = [];
    for (let i = 0; i < (QUICK ? 5 : 20); i += 1) {
      const started = performance.now();
      measureStyle(texts);
      profileTimes.push(performance.now() - started);
    }
    add({
      group,
      name: 'style profile of 200 samples',
      unit: 'ms',
      median: round(median(profileTimes)),
      p95: round(percentile(profileTimes, 95)),
      target: { max: 200 },
      check: { max: 400 },
    });
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
