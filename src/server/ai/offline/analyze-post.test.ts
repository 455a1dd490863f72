import { describe, expect, it } from 'vitest';
import { consistencyAnalysisSchema } from '@shared/schemas/posts';
import { collectPosts, type WriterVoice } from '../writer';
import { createOfflineWriter } from './offline-writer';

const writer = createOfflineWriter();
const ctx = () => ({ userId: null, signal: new AbortController().signal });

const voice: WriterVoice = {
  formality: 25,
  personalSharing: 75,
  confidence: 80,
  goal: 'networking',
  targetAudience: 'entrepreneurs',
  styleChoices: { opening: 'B', structure: 'B', tone: 'B', engagement: 'A', length: 'B' },
  currentRole: 'Product designer',
  coreValues: 'honesty, craft, curiosity',
  contentToAvoid: 'politics, salesy language',
  generatedPrompt: 'You write as a warm, candid product designer.',
};

const idea = 'Lessons from shipping a product with a small team';
const stiff =
  'It is imperative that organisations consider the strategic implications of product delivery methodologies. ' +
  'Perhaps teams might benefit from additional process documentation, and possibly from increased stakeholder alignment. ' +
  'We must consider politics as well. #Strategy #Process #Delivery #Teams #Agile #Leadership #Product';

const analyze = (content: string, withVoice: WriterVoice | null = voice) =>
  writer.analyzeConsistency(
    { content, platform: 'linkedin', mood: 'friendly', originalIdea: idea, voice: withVoice },
    ctx(),
  );

describe('offline writer: consistency analysis', () => {
  it('returns scores and confidence in range, in the shared shape', async () => {
    for (const content of [stiff, 'Hi.', '🚀🚀🚀 #a #b #c #d #e #f #g #h', 'I'.repeat(3000)]) {
      for (const withVoice of [voice, null]) {
        const analysis = await analyze(content, withVoice);
        expect(() => consistencyAnalysisSchema.parse(analysis)).not.toThrow();
      }
    }
  });

  it('scores a post written in the voice above one that ignores it, and says why', async () => {
    const [fitting] = await collectPosts(
      writer.generatePosts(
        {
          originalIdea: idea,
          platform: 'linkedin',
          mood: 'friendly',
          postLength: 'long',
          includeEmojis: true,
          includeHashtags: true,
          includeLink: false,
          versions: 1,
          voice,
        },
        ctx(),
      ),
    );
    const good = await analyze(fitting!);
    const bad = await analyze(stiff);
    expect(good.overallScore).toBeGreaterThan(bad.overallScore + 20);
    expect(good.feedback.strengths.length).toBeGreaterThan(bad.feedback.strengths.length);

    // Feedback names what is actually in the post.
    expect(bad.feedback.improvements).toContain('Mentions "politics", which your voice says to avoid.');
    expect(bad.feedback.improvements.join(' ')).toMatch(/"perhaps"/);
    expect(bad.feedback.improvements.join(' ')).toMatch(/It is imperative/);
    expect(bad.feedback.recommendations.join(' ')).toMatch(/question/);
    expect(bad.messagingScore).toBeLessThan(60);
  });

  it('never rates "Good" a post that ignores the idea or says what the voice avoids', async () => {
    const [fitting] = await collectPosts(
      writer.generatePosts(
        {
          originalIdea: idea,
          platform: 'linkedin',
          mood: 'friendly',
          postLength: 'long',
          includeEmojis: true,
          includeHashtags: true,
          includeLink: false,
          versions: 1,
          voice,
        },
        ctx(),
      ),
    );
    // The same on-voice post, judged against an idea it does not touch.
    const offIdea = await writer.analyzeConsistency(
      {
        content: fitting!,
        platform: 'linkedin',
        mood: 'friendly',
        originalIdea: 'Sourdough starters and rye flour prices',
        voice,
      },
      ctx(),
    );
    expect(offIdea.overallScore).toBeLessThan(80);
    // The same post with a word the voice avoids.
    const avoided = await analyze(`${fitting!}\n\nAnd yes, this is about politics too.`);
    expect(avoided.overallScore).toBeLessThan(80);
    expect(avoided.feedback.improvements).toContain('Mentions "politics", which your voice says to avoid.');
  });

  it('counts a closing question followed by a call to comment as ending with a question', async () => {
    const post =
      'Shipping with a small team taught me to write things down.\n\nWhat would you add? Tell me in the comments.\n\n#SmallTeam';
    const result = await analyze(post);
    expect(result.feedback.improvements.join(' ')).not.toMatch(/ends with a question, but this post does not/);
  });

  it('changes its feedback when the post changes', async () => {
    const question = await analyze(
      'When I started, I got this wrong. I kept shipping alone. What would you have done differently with your team?',
    );
    const statement = await analyze(
      'Shipping with a small team is a discipline. It requires focus, trust and speed. Save this for later.',
    );
    expect(question.feedback).not.toEqual(statement.feedback);
    expect(question.styleScore).not.toBe(statement.styleScore);
    expect(statement.feedback.improvements.join(' ')).toMatch(/ends with a question, but this post does not/);
  });

  it('is less confident without a voice, or with a post of a few words', async () => {
    const withVoice = await analyze(stiff);
    const withoutVoice = await analyze(stiff, null);
    const tiny = await analyze('Ship it.');
    expect(withoutVoice.confidence).toBeLessThan(withVoice.confidence);
    expect(withoutVoice.confidence).toBeLessThan(0.4);
    expect(tiny.confidence).toBeLessThan(withVoice.confidence);
    expect(withoutVoice.feedback.recommendations[0]).toMatch(/Set up a brand voice/);
  });

  it('flags too many hashtags and emojis', async () => {
    const noisy = await analyze('Big news 🚀🔥🎉 We shipped 🙌 #one #two #three #four #five #six #seven', null);
    expect(noisy.feedback.improvements.join(' ')).toMatch(/7 hashtags/);
    expect(noisy.feedback.improvements.join(' ')).toMatch(/emojis/);
  });
});
