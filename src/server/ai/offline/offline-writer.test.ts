import { describe, expect, it } from 'vitest';
import { FALLBACK_QUESTION_IDS, LENGTH_TARGETS, MOODS, PLATFORM_CHAR_LIMITS, PLATFORMS, POST_LENGTHS } from '@shared/constants';
import { abQuestionsResponseSchema } from '@shared/schemas/brand-voices';
import { collectPosts, type GeneratePostsInput, type GenerationEvent, type WriterContext, type WriterVoice } from '../writer';
import { WriterError } from '../writer-error';
import { createOfflineWriter } from './offline-writer';
import { thesisSubject } from './write-idea-post';

const writer = createOfflineWriter();
const ctx = (): WriterContext => ({ userId: null, signal: new AbortController().signal });

const personalVoice: WriterVoice = {
  name: 'Maker',
  formality: 20,
  personalSharing: 85,
  confidence: 85,
  goal: 'networking',
  targetAudience: 'entrepreneurs',
  styleChoices: { opening: 'B', structure: 'B', tone: 'B', engagement: 'A', length: 'B', personality: 'B' },
  currentRole: 'Product designer',
  coreValues: 'honesty, craft, curiosity',
  toolsAndPlatforms: 'Figma and Notion',
  contentToAvoid: 'politics, salesy language',
};

const formalVoice: WriterVoice = {
  name: 'Board',
  formality: 90,
  personalSharing: 5,
  confidence: 20,
  goal: 'thought-leadership',
  targetAudience: 'executives',
  styleChoices: { opening: 'A', structure: 'A', tone: 'A', engagement: 'B', length: 'A', personality: 'A' },
  contentToAvoid: 'jokes, hype',
};

const baseInput: GeneratePostsInput = {
  originalIdea: 'Lessons from shipping a product with a small team',
  platform: 'linkedin',
  mood: 'professional',
  postLength: 'medium',
  includeEmojis: true,
  includeHashtags: true,
  includeLink: false,
  versions: 3,
  voice: null,
};

const generate = (overrides: Partial<GeneratePostsInput> = {}) => collectPosts(writer.generatePosts({ ...baseInput, ...overrides }, ctx()));
const EMOJI = /\p{Extended_Pictographic}/u;
const HASHTAG = /(^|\s)#[\p{L}\p{N}]+/gu;

describe('offline writer: generation', () => {
  it('labels itself as the offline writer', () => {
    expect(writer.describe()).toEqual({ engine: 'offline', label: 'Offline writer' });
  });

  // 54 combinations, each with and without a voice, three versions each.
  describe.each([
    ['without a voice', null],
    ['with a personal voice', personalVoice],
    ['with a formal voice', formalVoice],
  ] as const)('%s', (_, voice) => {
    it.each(PLATFORMS.flatMap((platform) => POST_LENGTHS.flatMap((postLength) => MOODS.map((mood) => [platform, postLength, mood] as const))))(
      '%s / %s / %s: distinct versions within the length target and the platform limit',
      async (platform, postLength, mood) => {
        const posts = await generate({ platform, postLength, mood, voice, includeLink: true, linkUrl: 'https://example.com/notes/small-teams' });
        const [min, max] = LENGTH_TARGETS[platform][postLength];
        expect(posts).toHaveLength(3);
        expect(new Set(posts).size).toBe(3);
        expect(new Set(posts.map((p) => p.split('\n')[0])).size).toBe(3);
        for (const post of posts) {
          expect(post.length).toBeGreaterThanOrEqual(min);
          expect(post.length).toBeLessThanOrEqual(max);
          expect(post.length).toBeLessThanOrEqual(PLATFORM_CHAR_LIMITS[platform]);
          expect(post.toLowerCase()).toMatch(/shipping|product|team/);
          expect(post).not.toMatch(/\{[a-zA-Z]+\}|undefined|null/);
          expect(post).not.toContain(String.fromCharCode(0));
          expectListCountToMatchHook(post);
        }
      },
    );
  });

  it('writes about ideas of every shape: a word, a question, a statement, a long note with a link and hashtags', async () => {
    const ideas = [
      'AI',
      'Why do so many teams burn out after a big launch?',
      'I quit my job to start a bakery. The first year was harder than I expected, but I learned more about customers than in ten years of consulting.',
      'How AI is changing recruiting in 2025 #hiring https://example.com/x 🚀',
      'x'.repeat(5) + ' ' + 'Our company just hit 100 customers and I want to thank everyone who gave us feedback along the way. '.repeat(8),
    ];
    for (const originalIdea of ideas) {
      for (const platform of PLATFORMS) {
        const posts = await generate({ originalIdea, platform, postLength: 'short', includeEmojis: false, includeHashtags: false });
        const [, max] = LENGTH_TARGETS[platform].short;
        for (const post of posts) {
          // A short idea makes a short post: never padded to a minimum, never past the maximum.
          expect(post.length).toBeGreaterThan(20);
          expect(post.length).toBeLessThanOrEqual(max);
          expect(post).not.toMatch(EMOJI);
          expect(post).not.toMatch(/#/);
        }
      }
    }
    // The idea's own link is part of what the user wrote: kept once, never cut.
    for (const post of await generate({ originalIdea: ideas[3]!, includeHashtags: false })) expect(post.split('https://example.com/x')).toHaveLength(2);
  });

  it('keeps every fact of the idea in every version, in the idea\'s language, and writes anew for a new run', async () => {
    const idea = 'Launching today: Invoice Autopilot in Ledgerly. It cut our month-end close from 6 h to 40 min, and we raised €12.4M from Northzone on 14 March.';
    const posts = await generate({ originalIdea: idea, seed: 'run-1' });
    for (const post of posts) for (const fact of ['Invoice Autopilot', 'Ledgerly', '6 h', '40 min', '€12.4M', 'Northzone', '14 March']) expect(post).toContain(fact);
    expect(await generate({ originalIdea: idea, seed: 'run-1' })).toEqual(posts);
    const again = await generate({ originalIdea: idea, seed: 'run-2' });
    again.forEach((post, i) => expect(post).not.toBe(posts[i]));

    const [french] = await generate({ originalIdea: 'Webinaire gratuit le jeudi 6 juin à 12h30 : comment fixer ses prix. Avec Claire Dumont.', versions: 1, includeHashtags: false });
    expect(french).toContain('jeudi 6 juin');
    expect(french).not.toMatch(/\b(the|and|you|your)\b/i);
    const [dutch] = await generate({ originalIdea: 'Vandaag lanceren we Kassa+ voor bakkers. Al 35 bakkerijen in Limburg gebruiken het.', versions: 1, includeHashtags: false });
    expect(dutch).toContain('35 bakkerijen');
    expect(dutch).not.toMatch(/\b(the|and|you|your)\b/i);
  });

  it('adds emojis only when asked', async () => {
    for (const platform of PLATFORMS) {
      for (const post of await generate({ platform, includeEmojis: true })) expect(post).toMatch(EMOJI);
      for (const post of await generate({ platform, includeEmojis: false })) expect(post).not.toMatch(EMOJI);
    }
  });

  it('adds 3–5 CamelCase hashtags from the idea only when asked', async () => {
    for (const platform of PLATFORMS) {
      for (const post of await generate({ platform, includeHashtags: true })) {
        const tags = post.match(HASHTAG)!.map((t) => t.trim());
        expect(tags.length).toBeGreaterThanOrEqual(3);
        expect(tags.length).toBeLessThanOrEqual(5);
        for (const tag of tags) expect(tag).toMatch(/^#[A-Z0-9][\p{L}\p{N}]*$/u);
        expect(tags).toContain('#SmallTeam');
      }
      for (const post of await generate({ platform, includeHashtags: false })) expect(post).not.toMatch(/#/);
    }
  });

  it('includes the link only when asked', async () => {
    const linkUrl = 'https://example.com/blog/small-teams';
    for (const post of await generate({ includeLink: true, linkUrl })) expect(post.split(linkUrl)).toHaveLength(2);
    for (const post of await generate({ includeLink: false, linkUrl })) expect(post).not.toContain('https://');
  });

  it('is deterministic: the same request gives the same posts, whatever the voice row carries besides', async () => {
    const first = await generate({ voice: personalVoice });
    const again = await generate({ voice: { ...personalVoice, lastUsed: new Date() } as WriterVoice });
    expect(again).toEqual(first);
    expect(await generate({ voice: personalVoice, mood: 'casual' })).not.toEqual(first);
  });

  it('writes differently for different voices', async () => {
    const [casual] = await generate({ voice: personalVoice, versions: 1 });
    const [formal] = await generate({ voice: formalVoice, versions: 1 });
    expect(casual).not.toEqual(formal);
    expect(casual).toMatch(/\b(I|my|I've|I'm)\b/);
    expect(casual).toMatch(/\w'(s|t|re|ve)\b/);
    expect(formal).not.toMatch(/\b(don't|isn't|it's|you're|can't)\b/);
    // Values and role from the voice show up in longer posts.
    const [long] = await generate({ voice: personalVoice, versions: 1, postLength: 'long' });
    expect(long).toMatch(/product designer|honesty|Figma/);
  });

  it('never uses what the voice says to avoid', async () => {
    const voice = { ...personalVoice, contentToAvoid: 'emojis, hashtags, salesy language' };
    for (const post of await generate({ voice, postLength: 'long' })) {
      expect(post).not.toMatch(EMOJI);
      expect(post).not.toMatch(/#/);
      expect(post).not.toMatch(/send me a message|Follow along/i);
    }
  });

  it('streams each version in several chunks that add up to the final text', async () => {
    const events: GenerationEvent[] = [];
    for await (const event of writer.generatePosts({ ...baseInput, versions: 2 }, ctx())) events.push(event);
    for (const version of [1, 2]) {
      const deltas = events.filter((e) => e.version === version && e.type === 'delta');
      const done = events.find((e) => e.version === version && e.type === 'done');
      expect(deltas.length).toBeGreaterThan(5);
      expect(done?.type === 'done' && done.content).toBe(deltas.map((d) => (d.type === 'delta' ? d.text : '')).join(''));
      expect(events.indexOf(deltas[0]!)).toBeLessThan(events.indexOf(done!));
    }
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const events: GenerationEvent[] = [];
    const run = (async () => {
      for await (const event of writer.generatePosts(baseInput, { userId: null, signal: controller.signal })) {
        events.push(event);
        if (events.length === 3) controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'WriterError', reason: 'aborted' });
    expect(events).toHaveLength(3);
  });

  it('generates a 200-post batch quickly', async () => {
    const started = performance.now();
    for (let i = 0; i < 200; i++) {
      await generate({ originalIdea: `Idea number ${i} about pricing consulting work`, versions: 1, postLength: 'long' });
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

/** The sentences of a post's body: list markers off, hashtag lines out. */
const sentencesOf = (post: string) =>
  post
    .split(/\n+/)
    .filter((line) => !line.startsWith('#'))
    .flatMap((line) => line.replace(/^(\d+\.|-)\s+/, '').split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}{2}/u.test(sentence));

describe('offline writer: short theses and bare topics (decision 070)', () => {
  const theses = [
    'Why small teams write the decision down before the meeting ends',
    'What I learned from my first year as a manager',
    'Feedback works best when it is given the same week.',
    'Pourquoi les petites équipes écrivent la décision avant la fin de la réunion',
  ];

  it.each(theses)('states "%s" whole as the thesis and builds a body around it, with no invented story', async (originalIdea) => {
    for (const seed of ['a', 'b', 'c']) {
      const posts = await generate({ originalIdea, seed, includeEmojis: false, includeHashtags: false });
      const thesis = originalIdea.replace(/\.?$/, '.');
      for (const post of posts) {
        expect(post.split(thesis)).toHaveLength(2);
        // More than the idea between an opening and a question: at least one line that reasons about it.
        expect(sentencesOf(post).length).toBeGreaterThanOrEqual(3);
        expect(post).not.toMatch(/did not go to plan|didn't go to plan|here is what happened|what happened next\?|not my proudest/i);
      }
      const seen = posts.map((post) => new Set(sentencesOf(post).filter((s) => s !== thesis)));
      for (const [i, sentences] of seen.entries()) {
        for (const other of seen.slice(i + 1)) expect([...sentences].filter((s) => other.has(s))).toEqual([]);
      }
    }
  });

  it('names the thesis\'s own subject at most once, and only when the sentence opens with it', async () => {
    expect(thesisSubject('Feedback works best when it is given the same week.')).toBe('feedback');
    expect(thesisSubject('Remote work makes onboarding harder than most teams admit.')).toBe('remote work');
    expect(thesisSubject('Small teams ship faster.')).toBe('small teams');
    expect(thesisSubject('Writing things down is the cheapest way to scale a team.')).toBe('writing things down');
    // Unsure or not the claim: no subject, so nothing is sliced into a sentence.
    expect(thesisSubject('Why small teams write the decision down before the meeting ends')).toBeUndefined();
    expect(thesisSubject('What I learned from my first year as a manager')).toBeUndefined();
    const named: string[] = [];
    for (const seed of ['a', 'b', 'c', 'd']) {
      for (const post of await generate({ originalIdea: 'Feedback works best when it is given the same week.', seed, includeHashtags: false })) {
        const mentions = post.replace('Feedback works best when it is given the same week.', '').match(/\bfeedback\b/gi) ?? [];
        expect(mentions.length).toBeLessThanOrEqual(1);
        if (mentions.length === 1) named.push(post);
      }
    }
    expect(named.length).toBeGreaterThan(3);
  });

  it('gives one thesis version a numbered list of questions to test it against', async () => {
    const posts = await generate({ originalIdea: theses[0]!, includeEmojis: false, includeHashtags: false });
    expect(posts.some((post) => /\n1\. .+\?\n2\. .+\?\n3\. .+\?/.test(post))).toBe(true);
  });

  it.each(['remote work tips', 'AI in recruiting', 'Hiring for attitude over experience'])('never repeats a fixed sentence across the versions of a run on "%s", nor tells a story the author did not', async (originalIdea) => {
    for (const postLength of POST_LENGTHS) {
      for (const seed of ['a', 'b', 'c']) {
        const posts = await generate({ originalIdea, postLength, seed, includeHashtags: false });
        const seen = posts.map((post) => new Set(sentencesOf(post)));
        for (const [i, sentences] of seen.entries()) {
          for (const other of seen.slice(i + 1)) expect([...sentences].filter((s) => other.has(s))).toEqual([]);
        }
        for (const post of posts) expect(post).not.toMatch(/Looking back, the progress|require discipline|one team I know/);
        // Without a voice, no first-person story the author may not have lived.
        for (const post of posts) expect(post).not.toMatch(/For a long time I|trial and error|I was wrong|things I've learned|I used to|came from a mistake/);
      }
    }
  });
});

describe('offline writer: French and Dutch bare topics (decision 076)', () => {
  it.each([
    ['télétravail', 'Télétravail :', /\b(le|la|les|des|de|du|un|une|et|que|ce|pour|vous|est)\b/, ['#Télétravail']],
    ['conseils pour le travail à distance', 'Conseils pour le travail à distance :', /\b(le|la|les|des|de|du|un|une|et|que|ce|pour|vous|est)\b/, ['#Conseils']],
    ['tips voor thuiswerken', 'Tips voor thuiswerken:', /\b(het|een|je|wat|dat|van)\b/, ['#Thuiswerken', '#Tips']],
  ] as const)('writes "%s" as a post in its language, the topic as the title, versions sharing no sentence', async (originalIdea, title, language, tags) => {
    for (const postLength of POST_LENGTHS) {
      for (const seed of ['a', 'b', 'c']) {
        const posts = await generate({ originalIdea, postLength, seed, includeEmojis: false, includeHashtags: true });
        for (const post of posts) {
          expect(post.startsWith(title)).toBe(true);
          expect(post).toMatch(language);
          // More than the topic and a question: at least one line about it.
          expect(sentencesOf(post).length).toBeGreaterThanOrEqual(3);
          // No lesson, story or event the author did not give.
          expect(post).not.toMatch(/leçon|histoire|apprise|geleerd|verhaal|#Leçons/i);
          for (const tag of tags) expect(post).toContain(tag);
        }
        const seen = posts.map((post) => new Set(sentencesOf(post)));
        for (const [i, sentences] of seen.entries()) {
          for (const other of seen.slice(i + 1)) expect([...sentences].filter((s) => other.has(s))).toEqual([]);
        }
      }
    }
  });
});

describe('offline writer: the other features', () => {
  it('returns the six standard A/B questions', async () => {
    const questions = await writer.generateStyleQuestions({ formality: 50, personalSharing: 30, confidence: 60 }, ctx());
    expect(questions.map((q) => q.id)).toEqual([...FALLBACK_QUESTION_IDS]);
    expect(() => abQuestionsResponseSchema.parse({ questions, source: 'standard' })).not.toThrow();
  });

  it('enhances an idea into a structured brief that follows the options', async () => {
    const brief = await writer.enhancePrompt({ ...baseInput, includeEmojis: false, includeLink: true, linkUrl: 'https://example.com/a', voice: personalVoice }, ctx());
    expect(brief).toContain('Write a medium LinkedIn post (600–1300 characters) in a professional tone.');
    expect(brief).toContain('Idea: Lessons from shipping a product with a small team');
    expect(brief).toContain('No emojis.');
    expect(brief).toContain('https://example.com/a');
    expect(brief).toMatch(/Core values: honesty, craft, curiosity/);
  });

  it('describes a voice from the wizard answers: a paragraph, then a few habits as bullet points', async () => {
    const questions = [{ id: 'bread-talk', title: 'How do you talk about your bread?', optionA: 'The recipe and the flour', optionB: 'The people who buy it' }];
    const prompt = await writer.generateVoicePrompt(
      { ...personalVoice, name: 'Maker', styleChoices: { ...personalVoice.styleChoices, 'bread-talk': 'B' }, styleQuestions: questions },
      ctx(),
    );
    const [paragraph, blank, ...bullets] = prompt.split('\n');
    expect(paragraph).toMatch(/^Write as a product designer speaking to entrepreneurs and founders/);
    expect(blank).toBe('');
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expect(bullets.every((line) => line.startsWith('- '))).toBe(true);
    expect(prompt).toContain('- Opens with a personal story or a moment from the week.');
    expect(prompt).toContain('- How do you talk about your bread: the people who buy it.');
    expect(prompt).toContain('- Lets their values show: honesty, craft, curiosity.');
    expect(prompt).toContain('- Avoids politics, salesy language.');
    // Described, not a list of questionnaire answers.
    expect(prompt).not.toMatch(/Their style answers|How do you like to open a post\?/);
  });

  it('refuses to start when the caller has already gone', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(writer.enhancePrompt(baseInput, { userId: null, signal: controller.signal })).rejects.toBeInstanceOf(WriterError);
  });
});

/** "4 things I've learned…" must be followed by exactly four list lines (the longest run of marked lines). */
function expectListCountToMatchHook(post: string) {
  const promised = post.split('\n')[0]!.match(/(?:^|\s)(\d) (things|lessons|points|practical|steps|ideas)/)?.[1];
  if (!promised) return;
  let longest = 0;
  let run = 0;
  for (const line of post.split('\n')) {
    run = /^(\d+\. |- |\p{Extended_Pictographic}\uFE0F? )/u.test(line) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  expect(longest).toBe(Number(promised));
}

describe('pacing (decision 047)', () => {
  const paced = createOfflineWriter({ chunkDelayMs: 40 });
  const drain = async (c: WriterContext) => {
    const started = performance.now();
    let deltas = 0;
    for await (const event of paced.generatePosts({ ...baseInput, versions: 3 }, c)) if (event.type === 'delta') deltas++;
    return { ms: performance.now() - started, deltas };
  };

  it('waits between chunks only when someone watches the stream', async () => {
    const unpaced = await drain(ctx());
    const watched = await drain({ ...ctx(), paced: true });
    expect(unpaced.deltas).toBe(watched.deltas);
    // Three versions side by side: one pause per round of chunks, at least ten rounds for a medium post.
    expect(watched.ms).toBeGreaterThan(10 * 40);
    expect(unpaced.ms).toBeLessThan(watched.ms / 4);
  });
});
