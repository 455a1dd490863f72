import { performance } from 'node:perf_hooks';
import { CARD_FORMATS, CARD_TEMPLATES, type CardFormat } from '../../src/shared/schemas/media';
import { DEFAULT_BRAND_KIT } from '../../src/server/modules/media/brand-kit';
import { cardText, renderCard } from '../../src/server/modules/media/cards.service';
import { renderCarouselPdf, slidesFromPost } from '../../src/server/modules/media/carousel';
import { median, percentile, round } from '../lib/measure';
import { QUICK } from '../lib/options';
import { add } from '../lib/report';

// Issue 27's two figures, in process (the work is CPU, not I/O): a card render (every kind and format) p95 ≤ 150 ms,
// and a 7-slide carousel PDF ≤ 1.5 s. Every input is new (a run number in the text), so the renderer's cache of
// recent results never answers: these are cold renders, as a user's first card is.

const post = (run: number) => ({
  originalIdea: `How we cut onboarding time by ${40 + (run % 50)}% in one quarter`,
  generatedContent: [
    `We cut onboarding from ${9 + run} days to 3 (run ${run}).`,
    '',
    '- Write the first week down: a checklist anyone can follow',
    '- Pair every newcomer with one person: questions need a name',
    '- Ship something on day two: confidence comes from doing',
    '- Remove three tools nobody used: fewer logins, fewer excuses',
    '- Ask what confused them: the next hire gets a better week',
    '',
    'What did your best first week look like?',
  ].join('\n'),
});

export async function mediaScenario(): Promise<void> {
  const group = 'media (issue 27)';
  const formats = Object.keys(CARD_FORMATS) as CardFormat[];
  // Warm-up: the first render loads the fonts and satori's layout engine once per process.
  await renderCard(cardText('quote', post(-1), 'Bench'), 'landscape', DEFAULT_BRAND_KIT);

  const cardTimes: number[] = [];
  const rounds = QUICK ? 4 : 12;
  for (let run = 0; run < rounds; run += 1)
    for (const template of CARD_TEMPLATES)
      for (const format of formats) {
        const started = performance.now();
        await renderCard(cardText(template, post(run), `Bench ${run}`), format, DEFAULT_BRAND_KIT);
        cardTimes.push(performance.now() - started);
      }
  add({
    group,
    name: `card render (quote, number, list × 3 formats), ${cardTimes.length} cold renders`,
    unit: 'ms',
    median: round(median(cardTimes)),
    p95: round(percentile(cardTimes, 95)),
    target: { max: 150 },
    check: { max: 450 },
  });

  const carouselTimes: number[] = [];
  for (let run = 0; run < (QUICK ? 2 : 5); run += 1) {
    const slides = slidesFromPost(post(1000 + run), `Bench ${run}`);
    if (slides.length !== 7) throw new Error(`expected 7 slides, got ${slides.length}`);
    const started = performance.now();
    await renderCarouselPdf(slides, slides[0]!.heading, DEFAULT_BRAND_KIT);
    carouselTimes.push(performance.now() - started);
  }
  add({
    group,
    name: '7-slide carousel PDF (1080×1350 pages), cold',
    unit: 'ms',
    median: round(median(carouselTimes)),
    p95: round(percentile(carouselTimes, 95)),
    target: { max: 1500, on: 'median' },
    check: { max: 4500 },
  });
}
