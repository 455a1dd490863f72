import { MOODS, PLATFORMS, type Platform } from '@shared/constants';
import {
  collectPosts,
  type AnalyzeConsistencyInput,
  type Writer,
  type WriterVoice,
} from '../../../src/server/ai/writer';
import { falseFindings } from './analysis-audit';
import { BENCHMARK_IDEAS, type BenchmarkIdea } from './ideas';
import { BENCHMARK_VOICES } from './voices';

// The posts the analysis audit reads: the writer's own posts across the idea
// set, moods, platforms and voices (each judged against its own voice, another
// voice and none), plus hand-written posts that break a voice on purpose.

/** Hand-written posts, each with the voice it contradicts (BENCHMARK_VOICES index) and why. */
export const OFF_VOICE_POSTS: readonly { voice: number; idea: string; content: string }[] = [
  {
    // Board: formal, humble, no hype or jokes, scannable, bold opening, calls to action, short.
    voice: 2,
    idea: 'We just closed our seed round led by Northzone.',
    content:
      'lol ok so this is HUGE 🚀🚀🔥 honestly we are gonna crush it, no doubt, the best team ever, stuff is going super well and we closed our seed round with Northzone!!! ' +
      'I remember when I was sitting in my kitchen at 2am thinking about quitting, my family thought I was crazy, my kids kept asking why I was always on the laptop, and honestly I kinda was crazy, but here we are and the hype is real and I am never going back. ' +
      'Anyway what do you all think, would you have done it differently or is this just the best thing ever???',
  },
  {
    voice: 2,
    idea: 'Quarterly results: revenue up 18% thanks to the new onboarding flow.',
    content:
      'Haha, jokes aside, our revenue went up 18 % and I am SO hyped 😂😂 Honestly the new onboarding flow is pure magic, everyone should copy it right now, no excuses, it always works, trust me, I never miss. ' +
      'My partner says I talk about onboarding at dinner too much lol. Who else is obsessed with their funnel???',
  },
  {
    // Maker: casual, personal, confident, stories, flowing paragraphs, questions, in-depth; avoids politics and salesy language.
    voice: 1,
    idea: 'Lessons from redesigning our checkout with a small team',
    content:
      'It is perhaps advisable that organisations contemplate the strategic implications of checkout redesign methodologies prior to implementation.\n\n' +
      '1. Stakeholder alignment might possibly be beneficial.\n2. Documentation should perhaps be considered.\n3. Governance frameworks may be required.\n\n' +
      'Purchase our consultancy package today. Limited offer, buy now.',
  },
  {
    voice: 1,
    idea: 'What our small design team learned from user interviews',
    content:
      'Organisational considerations regarding user interviews and political implications for governance structures. Possibly relevant for policy makers. Politics matters. Register for our paid programme now.',
  },
  {
    // Coach: plain, confident, direct, scannable, bold opening, questions; values clarity and generosity.
    voice: 3,
    idea: 'Three habits that make one-on-ones useful',
    content:
      'I guess maybe one-on-ones are sort of useful, perhaps, in some cases, although I am not sure and it probably depends on a lot of different factors that I might not fully understand myself, which is something that I have been thinking about for quite some time now without reaching any particular conclusion that I would feel comfortable sharing publicly in a post like this one.',
  },
];

/** On-topic posts judged against an idea they do not touch. */
export const OFF_IDEA_IDEAS = [
  'Sourdough starters and rye flour prices',
  'Des ruches sur les toits de Charleroi',
  'Tips for keeping bees on a city rooftop',
  'Bijenkorven op de daken van Brugge',
];

/** An unrelated idea for this post: none of its words of four letters or more is in the post. */
function offIdeaFor(post: string, n: number): string | undefined {
  const words = new Set(post.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  const ideas = [
    ...OFF_IDEA_IDEAS.slice(n % OFF_IDEA_IDEAS.length),
    ...OFF_IDEA_IDEAS.slice(0, n % OFF_IDEA_IDEAS.length),
  ];
  return ideas.find((idea) => !(idea.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((w) => words.has(w)));
}

export type AuditedAnalysis = {
  input: AnalyzeConsistencyInput;
  problems: string[];
  score: number;
  confidence: number;
  /** A post that ignores its idea or contradicts its voice: it must not score "Good" (80+). */
  offTarget?: 'idea' | 'voice';
};

const ctx = () => ({ userId: null, signal: new AbortController().signal });

/** Writer posts across ideas, moods, platforms and voices, each analyzed against several voices; plus the hand-written ones. */
export async function auditAnalyses(
  writer: Writer,
  options: { ideas?: readonly BenchmarkIdea[] } = {},
): Promise<AuditedAnalysis[]> {
  const results: AuditedAnalysis[] = [];
  const analyze = async (input: AnalyzeConsistencyInput, offTarget?: 'idea' | 'voice') => {
    const analysis = await writer.analyzeConsistency(input, ctx());
    results.push({
      input,
      problems: falseFindings(input, analysis),
      score: analysis.overallScore,
      confidence: analysis.confidence,
      offTarget,
    });
  };
  const ideas = options.ideas ?? BENCHMARK_IDEAS;
  for (const [n, idea] of ideas.entries()) {
    const platform: Platform = PLATFORMS[n % PLATFORMS.length]!;
    const voice = BENCHMARK_VOICES[n % BENCHMARK_VOICES.length]!;
    const posts = await collectPosts(
      writer.generatePosts(
        {
          originalIdea: idea.idea,
          platform,
          mood: MOODS[n % MOODS.length]!,
          postLength: (['short', 'medium', 'long'] as const)[n % 3]!,
          voice,
          includeEmojis: n % 2 === 0,
          includeHashtags: n % 3 !== 1,
          includeLink: n % 4 === 0,
          linkUrl: 'https://example.com/more',
          versions: 3,
          seed: `audit-${idea.id}`,
        },
        ctx(),
      ),
    );
    for (const [k, content] of posts.entries()) {
      const judgedBy = [voice, BENCHMARK_VOICES[(n + k + 1) % BENCHMARK_VOICES.length]!, null];
      for (const v of judgedBy)
        await analyze({ content, platform, mood: MOODS[n % MOODS.length]!, originalIdea: idea.idea, voice: v });
    }
    // The first version judged against an idea it does not touch, in the voice that wrote it.
    const offIdea = offIdeaFor(posts[0]!, n);
    if (offIdea)
      await analyze(
        { content: posts[0]!, platform, mood: MOODS[n % MOODS.length]!, originalIdea: offIdea, voice },
        'idea',
      );
  }
  for (const post of OFF_VOICE_POSTS)
    await analyze(
      {
        content: post.content,
        platform: 'linkedin',
        mood: 'professional',
        originalIdea: post.idea,
        voice: BENCHMARK_VOICES[post.voice]!,
      },
      'voice',
    );
  return results;
}

/** Every voice of the benchmark, for tests that judge one post against each. */
export const AUDIT_VOICES: readonly WriterVoice[] = BENCHMARK_VOICES.filter((v): v is WriterVoice => v !== null);
