import { describe, expect, it } from 'vitest';
import type { AnalyzeConsistencyInput, WriterVoice } from '../../../src/server/ai/writer';
import { NOT_ENGLISH_NOTE } from '../../../src/server/ai/offline/analyze-post';
import { createOfflineWriter } from '../../../src/server/ai/offline/offline-writer';
import { falseFindings } from './analysis-audit';
import { AUDIT_VOICES, auditAnalyses, OFF_VOICE_POSTS, type AuditedAnalysis } from './analysis-corpus';

// Issue #11, consistency analysis: every feedback line true of the post it is
// about, in plain words; confidence that follows the evidence; no "Good" for a
// post that ignores its idea or contradicts its voice. The posts are the
// Offline writer's across the benchmark's ideas, moods, platforms and voices,
// each judged against several voices, plus hand-written off-voice posts.

const writer = createOfflineWriter();
const ctx = () => ({ userId: null, signal: new AbortController().signal });
const analyze = (input: Partial<AnalyzeConsistencyInput> & { content: string }) =>
  writer.analyzeConsistency(
    { platform: 'linkedin', mood: 'professional', voice: AUDIT_VOICES[0]!, originalIdea: null, ...input },
    ctx(),
  );
const audit = async (input: Partial<AnalyzeConsistencyInput> & { content: string }) => {
  const full: AnalyzeConsistencyInput = {
    platform: 'linkedin',
    mood: 'professional',
    voice: AUDIT_VOICES[0]!,
    originalIdea: null,
    ...input,
  };
  const analysis = await writer.analyzeConsistency(full, ctx());
  return {
    analysis,
    problems: falseFindings(full, analysis),
    text: [
      ...analysis.feedback.strengths,
      ...analysis.feedback.improvements,
      ...analysis.feedback.recommendations,
    ].join('\n'),
  };
};

describe("consistency analysis audit: the writer's posts", () => {
  let results: AuditedAnalysis[];

  it('judges hundreds of posts, every one against several voices', async () => {
    results = await auditAnalyses(writer);
    expect(results.length).toBeGreaterThan(600);
  }, 60_000);

  it('says nothing false of any post, and nothing in internal metrics', () => {
    const wrong = results.filter((r) => r.problems.length > 0);
    expect(wrong.map((r) => `${r.problems.join('\n')}\n---\n${r.input.content}`).slice(0, 5)).toEqual([]);
  });

  it('never rates "Good" a post that ignores its idea or contradicts its voice', () => {
    const offTarget = results.filter((r) => r.offTarget);
    expect(offTarget.filter((r) => r.offTarget === 'voice')).toHaveLength(OFF_VOICE_POSTS.length);
    expect(offTarget.filter((r) => r.offTarget === 'idea').length).toBeGreaterThan(50);
    expect(
      offTarget.filter((r) => r.score >= 80).map((r) => `${r.score} ${r.offTarget}: ${r.input.content.slice(0, 80)}`),
    ).toEqual([]);
  });
});

describe('consistency analysis audit: claims checked on hand-written posts', () => {
  it('does not take a possessive for a contraction', async () => {
    const { problems, text } = await audit({
      content:
        "Anna's team shipped the new onboarding flow. The company's customers finished setup in half the time. What would you change first?",
      voice: AUDIT_VOICES[1]!,
    });
    expect(problems).toEqual([]);
    expect(text).not.toMatch(/write out the contractions|a few contractions|many contractions/);
  });

  it('reads absolutes and casual words as whole words', async () => {
    const { analysis } = await audit({
      content:
        'Our mustard supplier nevertheless delivered on time, and the superb team kept the stuffed shelves in order. Tell me how your launch went.',
      voice: AUDIT_VOICES[1]!,
    });
    expect(analysis.feedback.improvements.join(' ')).not.toMatch(/"must"|"never"|"super"|"stuff"/);
  });

  it('sees the closing question above a link line, and the call to action only in the closing', async () => {
    const linked = await audit({
      content:
        'Our webinar on pricing is on Thursday.\n\nSee you there?\n\nDetails: https://example.com/more\n\n#Pricing',
      voice: AUDIT_VOICES[0]!,
    });
    expect(linked.text).not.toMatch(/ends with a question, but this post does not/);
    const thanks = await audit({
      content:
        "I'm happy to share this with you.\n\nWe opened our second shop in Ghent today.\n\nThank you to everyone who helped us get here.",
      voice: null,
    });
    expect(thanks.problems).toEqual([]);
    expect(thanks.text).not.toMatch(/Ends with an invitation to respond: "share this"/);
    const registered = await audit({
      content: 'Five years ago I registered the studio.\n\nThank you to everyone who made this possible.',
      voice: AUDIT_VOICES[1]!,
    });
    expect(registered.text).not.toMatch(/"register"/);
  });

  it('gives no English word advice on a French or Dutch post, and says what it judged', async () => {
    for (const content of [
      'Nous venons de lever 3,5 M€ pour ouvrir notre atelier à Liège.\n\nNous recrutons 12 personnes cette année.\n\nPartagez autour de vous si cela peut servir.',
      'Vandaag lanceren we Kassa+ voor bakkers.\n\nAl 35 bakkerijen in Limburg gebruiken het.\n\nWat denk jij?',
    ]) {
      for (const voice of AUDIT_VOICES) {
        const { problems, text } = await audit({ content, voice });
        expect(problems).toEqual([]);
        expect(text).not.toMatch(/contraction|"you"|serves your goal|written for/i);
        expect(text).toContain(NOT_ENGLISH_NOTE);
      }
    }
  });

  it("does not count the idea's function words as its key words", async () => {
    const { analysis, text } = await audit({
      content: 'Nous venons de lever des fonds pour notre atelier à Liège.',
      originalIdea: 'Le prix de la farine de seigle à Namur',
    });
    expect(text).toMatch(/drifts from the idea/);
    expect(analysis.overallScore).toBeLessThan(80);
  });

  it('speaks of confidence in words, not as a number out of 100', async () => {
    const { text } = await audit({
      content: 'Maybe we might possibly ship on Friday, perhaps. What do you think?',
      voice: AUDIT_VOICES[2]!,
    });
    expect(text).toMatch(/Hedging words/);
    expect(text).not.toMatch(/\d+\/100|per 100/);
  });
});

describe('consistency analysis audit: confidence follows the evidence', () => {
  const sentences = [
    'We cut our month-end close from six hours to forty minutes.',
    'The team wrote down every manual step first, then removed the ones nobody needed.',
    'Most of the time went into matching supplier invoices to purchase orders by hand.',
    'Now the matching runs overnight, and someone checks the exceptions in the morning.',
    'The first month, the exceptions list was long; by the third, it fit on one screen.',
    'What surprised us most was how much calmer the last week of the month became.',
    'If your close still takes days, start by writing the steps down.',
    'What step would you automate first?',
  ];
  const extended: WriterVoice = {
    ...AUDIT_VOICES[0]!,
    desiredFeeling: 'Encouraged',
    conversationTone: 'Like a coffee chat',
    idealConnections: 'Founders of small companies',
    journeyExcitement: 'Helping small teams work calmly',
    generatedPrompt: 'Writes as a warm, candid designer.',
  };
  const basic: WriterVoice = { name: 'Basic', formality: 50, personalSharing: 50, confidence: 50 };

  it('rises with the length of the post', async () => {
    const confidences: number[] = [];
    for (let n = 1; n <= sentences.length; n++)
      confidences.push((await analyze({ content: sentences.slice(0, n).join(' ') })).confidence);
    for (let i = 1; i < confidences.length; i++) expect(confidences[i]).toBeGreaterThanOrEqual(confidences[i - 1]!);
    expect(confidences.at(-1)!).toBeGreaterThan(confidences[0]! + 0.1);
  });

  it('rises with how much the voice says', async () => {
    const content = sentences.join(' ');
    const none = (await analyze({ content, voice: null })).confidence;
    const thin = (await analyze({ content, voice: basic })).confidence;
    const full = (await analyze({ content, voice: AUDIT_VOICES[0]! })).confidence;
    const richer = (await analyze({ content, voice: extended })).confidence;
    expect(none).toBeLessThan(thin);
    expect(thin).toBeLessThan(full);
    expect(full).toBeLessThan(richer);
  });

  it('is lower for a post it can only read for its form', async () => {
    const english = (await analyze({ content: sentences.join(' ') })).confidence;
    const french = (
      await analyze({
        content:
          'Nous avons réduit notre clôture mensuelle de six heures à quarante minutes. L’équipe a d’abord noté chaque étape manuelle, puis a supprimé celles dont personne n’avait besoin. ' +
          'Le rapprochement des factures se fait maintenant la nuit, et quelqu’un vérifie les exceptions le matin. Quelle étape automatiseriez-vous en premier ?',
      })
    ).confidence;
    expect(french).toBeLessThan(english);
  });
});
