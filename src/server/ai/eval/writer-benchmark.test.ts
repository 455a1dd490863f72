import { describe, expect, it } from 'vitest';
import { createOfflineWriter } from '../offline/offline-writer';
import { BENCHMARK_IDEAS } from './ideas';
import { cutSentences, detectLanguage, factsFound, grammarIssues, hashtagProblems, numberFragments, repeatedWithin } from './measure';
import { benchmarkRows, formatBenchmark, runWriterBenchmark, type BenchmarkReport } from './writer-benchmark';

// The writing-quality bar of the Offline writer (docs/writer-benchmark.md):
// every threshold of OFFLINE_THRESHOLDS must hold on the whole idea set.

describe('writer benchmark: the Offline writer', () => {
  let report: BenchmarkReport;
  const rows = () => benchmarkRows(report);

  it('runs the whole idea set, every post kind and language included', async () => {
    report = await runWriterBenchmark(createOfflineWriter());
    console.log(formatBenchmark(report));
    expect(BENCHMARK_IDEAS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BENCHMARK_IDEAS.map((idea) => idea.language))).toEqual(new Set(['en', 'fr', 'nl', 'de', 'es']));
    expect(report.posts).toBe(BENCHMARK_IDEAS.length * 6);
  }, 60_000);

  it.each([
    'facts kept (numbers, dates, names)',
    'posts with a cut sentence',
    'posts repeating a sentence',
    'most-used sentence, share of posts',
    'sentences in > 1 of 10 posts',
    'posts with broken grammar patterns',
    'good hashtags',
    'posts over the length target',
    'language match',
    'runs whose versions differ in shape',
    'Regenerate gives new text',
    'voice score, on minus off',
    'analyses with a false finding',
    'off-idea or off-voice posts rated Good',
  ])('holds its threshold: %s', (check) => {
    const row = rows().find((r) => r.check === check)!;
    expect(row, `${row.check}: ${row.value} (target ${row.target})\n${JSON.stringify(report.examples, null, 1)}`).toMatchObject({ pass: true });
  });
});

describe('writer benchmark: the checks themselves catch the failures they name', () => {
  it('finds missing facts, cut sentences and repeats', () => {
    expect(factsFound('We raised €12.4M.', ['€12.4M', 'Northzone']).missing).toEqual(['Northzone']);
    expect(cutSentences('The money goes into hiring 15 engineers in', 'x')).toHaveLength(1);
    const idea = 'Our first launch flopped: 12 signups in 2 weeks because we had built for a month without talking to one customer.';
    expect(cutSentences('Our first launch flopped: 12 signups in 2 weeks because we had built…', idea).length).toBeGreaterThan(0);
    expect(repeatedWithin('Small teams ship. Small teams ship.')).toEqual(['Small teams ship.']);
  });

  it('flags broken grammar, number fragments and poor hashtags', () => {
    expect(grammarIssues('If 4M seed round led feels messy, break it down.', 'en', 'We closed our €12.4M seed round led by Northzone.')).toEqual(
      expect.arrayContaining(['two verbs in a row', 'number fragment']),
    );
    expect(numberFragments('A 4M round.', 'A €12.4M round.')).toEqual(['4M']);
    expect(grammarIssues('Is the customer yelled really a problem?', 'en')).toContain('question with a past form');
    expect(hashtagProblems('#124M #Round #Minutes #SmallTeam #smallteam').bad).toEqual(['124M', 'Round', 'Minutes', 'smallteam']);
  });

  it('tells English, French and Dutch apart', () => {
    expect(detectLanguage('Nous venons de lever des fonds pour notre atelier à Liège.')).toBe('fr');
    expect(detectLanguage('Vandaag lanceren we een kassasysteem voor bakkers in Limburg.')).toBe('nl');
    expect(detectLanguage('We just closed our seed round and we are hiring.')).toBe('en');
  });
});
