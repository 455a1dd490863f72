import { beforeAll, describe, expect, it } from 'vitest';
import {
  FALLBACK_QUESTION_IDS,
  LENGTH_TARGETS,
  MOODS,
  PLATFORM_CHAR_LIMITS,
  PLATFORMS,
  POST_LENGTHS,
} from '@shared/constants';
import { abQuestionsResponseSchema } from '@shared/schemas/brand-voices';
import {
  collectPosts,
  type GeneratePostsInput,
  type GenerationEvent,
  type WriterContext,
  type WriterVoice,
} from '../writer';
import { WriterError } from '../writer-error';
import { createOfflineWriter } from './offline-writer';
import { fixTyposInThread } from './spell/fix-typos-in-thread';

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
  originalIdea:
    'We shipped the new billing page in 6 weeks with a team of 3. First we cut the scope to one currency, then we tested with 12 customers, finally we rewrote the error messages. Small teams ship faster when they say no early.',
  platform: 'linkedin',
  mood: 'professional',
  postLength: 'medium',
  includeEmojis: true,
  includeHashtags: true,
  includeLink: false,
  versions: 3,
  voice: null,
};

const generate = (overrides: Partial<GeneratePostsInput> = {}) =>
  collectPosts(writer.generatePosts({ ...baseInput, ...overrides }, ctx()));
const EMOJI = /\p{Extended_Pictographic}/u;
const HASHTAG = /(^|\s)#[\p{L}\p{N}]+/gu;
/** The first line that is not a short framing label ("In short:"). */
const hookOf = (post: string) => post.split('\n').find((line) => line && !/^[^.!?]{1,30} ?:$/.test(line));
const tagsOf = (post: string) => post.match(HASHTAG)?.map((t) => t.trim()) ?? [];

describe('offline writer: generation (issue 22: an editor, not an echo)', () => {
  // The dictionaries load once per process, in its spelling thread (French takes seconds); the tests time the
  // warm writer.
  beforeAll(async () => {
    await Promise.all([fixTyposInThread('', 'en'), fixTyposInThread('', 'fr')]);
  }, 120_000);

  it('labels itself as the offline writer', () => {
    expect(writer.describe()).toEqual({ engine: 'offline', label: 'Offline writer' });
  });

  describe.each(PLATFORMS)('%s', (platform) => {
    it.each(POST_LENGTHS)(
      '%s: three different versions, none over the length target or the platform limit',
      async (postLength) => {
        for (const mood of MOODS) {
          const posts = await generate({ platform, postLength, mood });
          expect(posts).toHaveLength(3);
          expect(new Set(posts.map(hookOf)).size).toBe(3);
          for (const post of posts) {
            expect(post.length).toBeLessThanOrEqual(
              Math.min(PLATFORM_CHAR_LIMITS[platform], LENGTH_TARGETS[platform][postLength][1]),
            );
            for (const fact of ['6 weeks', '3', '12 customers']) expect(post).toContain(fact);
          }
        }
      },
    );
  });

  it('opens with the hook inside the "see more" fold and lays the enumeration out as a list', async () => {
    for (const post of await generate({ postLength: 'long' })) {
      expect(post.split('\n').slice(0, 3).join('\n').length).toBeLessThanOrEqual(140 + 40);
      expect(hookOf(post)!.length).toBeLessThanOrEqual(140);
      // Every step is there, laid out as a list; a version may open on the first step, the others listed below it.
      const listed = post.split('\n').filter((l) => /^(?:[-•→]|\d+\.) /.test(l)).length;
      const opensOnStep = /^(?:[\p{L} ]+:\n\n)?First we cut the scope/u.test(post);
      expect(listed + (opensOnStep ? 1 : 0)).toBeGreaterThanOrEqual(3);
      for (const step of ['cut the scope to one currency', 'tested with 12 customers', 'rewrote the error messages'])
        expect(post).toContain(step);
    }
  });

  it('fixes typos but never names, quotes or French spacing', async () => {
    const [en] = await generate({
      originalIdea:
        'Our enterprice clients at Qorvanta asked for "one clear invoice". We recieved 40 requests in 2 weeks.',
    });
    expect(en).toContain('enterprise clients');
    expect(en).toContain('received 40 requests');
    expect(en).toContain('Qorvanta');
    expect(en).toContain('"one clear invoice"');
    const [fr] = await generate({
      originalIdea:
        "Notre atelier de Brest a réparé 300 vélos ce mois-ci : un record ! Merci à toute l'équipe, vraiment impresionnante.",
    });
    expect(fr).toContain('300 vélos ce mois-ci : un record !');
    expect(fr).toContain('impressionnante');
    expect(fr).toContain('Brest');
  }, 60_000);

  it('never corrects a word the author uses in their own posts', async () => {
    const idea = 'We tried the grooflow method on 5 projects. It saved each one a week.';
    const [own] = await generate({ originalIdea: idea, samples: ['The grooflow method, again. Thoughts?'] });
    expect(own).toContain('grooflow');
  });

  it('changes visibly with the mood, the length and the platform', async () => {
    const byMood = await Promise.all(MOODS.map(async (mood) => (await generate({ mood }))[0]));
    expect(new Set(byMood).size).toBe(MOODS.length);
    const [short, medium, long] = await Promise.all(
      POST_LENGTHS.map(async (postLength) => (await generate({ postLength }))[0]!),
    );
    expect(short!.length).toBeLessThanOrEqual(medium!.length);
    expect(medium!.length).toBeLessThanOrEqual(long!.length);
    const [instagram] = await generate({ platform: 'instagram' });
    expect(instagram!.trim().split('\n').at(-1)).toMatch(/^#/);
    const [facebook] = await generate({ platform: 'facebook' });
    expect(tagsOf(facebook!).length).toBeLessThanOrEqual(1);
  });

  it('adds emojis and 0–3 hashtags from the idea only when asked', async () => {
    for (const post of await generate({ includeEmojis: false, includeHashtags: false })) {
      expect(post).not.toMatch(EMOJI);
      expect(tagsOf(post)).toEqual([]);
    }
    for (const post of await generate()) {
      expect(post).toMatch(EMOJI);
      expect(tagsOf(post).length).toBeLessThanOrEqual(3);
      for (const tag of tagsOf(post))
        expect(baseInput.originalIdea.toLowerCase().replace(/[\s-]/g, '')).toContain(tag.slice(1).toLowerCase());
    }
  });

  it('includes the link only when asked', async () => {
    const linkUrl = 'https://example.com/launch';
    for (const post of await generate({ includeLink: true, linkUrl })) expect(post.split(linkUrl)).toHaveLength(2);
    for (const post of await generate({ includeLink: false, linkUrl })) expect(post).not.toContain(linkUrl);
  });

  it('is deterministic for a seed, and Regenerate (a new seed) changes the structure', async () => {
    const ideas = [
      baseInput.originalIdea,
      'Our bakery now opens at 6am. Queues halved in a week. Should we open earlier?',
    ];
    for (const originalIdea of ideas) {
      expect(await generate({ originalIdea, seed: 'a' })).toEqual(await generate({ originalIdea, seed: 'a' }));
    }
    const openings = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) openings.add((await generate({ seed }))[0]!.split('\n')[0]!);
    expect(openings.size).toBeGreaterThan(1);
  });

  it("uses the author's own closers and emojis when samples are given", async () => {
    const samples = [
      'Shipped the beta today 🌿\n\nOnwards and upwards.',
      'Hired our second designer 🌿\n\nOnwards and upwards.',
    ];
    for (const post of await generate({ samples, mood: 'friendly' })) {
      expect(post).toContain('Onwards and upwards.');
      expect(post).toContain('🌿');
    }
  });

  it('never gives two identical versions in one run, even of a one-sentence idea', async () => {
    for (let n = 0; n < 30; n++) {
      const posts = await generate({ originalIdea: 'Why small teams ship faster than big ones', seed: `run-${n}` });
      expect(new Set(posts).size).toBe(posts.length);
    }
  });

  it('writes something for an idea of control characters instead of failing (the fuzzer found a 500)', async () => {
    for (const originalIdea of ['\u0001\u0002\u0003', '\u202etxt.exe'])
      expect(await generate({ originalIdea })).toHaveLength(3);
  });

  it('never uses what the voice says to avoid', async () => {
    for (const post of await generate({ voice: { ...formalVoice, contentToAvoid: 'emojis, hashtags' } })) {
      expect(post).not.toMatch(EMOJI);
      expect(tagsOf(post)).toEqual([]);
    }
  });

  it('asks for a fact or an opinion on a bare topic, with a scaffold to fill in', async () => {
    for (const post of await generate({ originalIdea: 'remote work burnout' })) {
      expect(post).toMatch(/is a topic, not yet a post. Add a fact or an opinion/);
      expect(post).toMatch(/\[[^\]]+\]/);
    }
    const [fr] = await generate({ originalIdea: 'le télétravail à temps partiel' });
    expect(fr).toContain('est un sujet, pas encore un post');
  });

  it('writes from the idea only: no experience, team or plan the idea does not give', async () => {
    for (const mood of MOODS) {
      for (const post of await generate({
        originalIdea: 'Our café now takes card payments. 30 % of orders already use it.',
        mood,
      })) {
        expect(post).not.toMatch(/the team|didn't go to plan|over the years|in my experience|I promised/i);
      }
    }
  });

  it('streams each version in several chunks that add up to the final text', async () => {
    const events: GenerationEvent[] = [];
    for await (const event of writer.generatePosts({ ...baseInput, versions: 2 }, ctx())) events.push(event);
    for (const version of [1, 2]) {
      const deltas = events.filter((e) => e.version === version && e.type === 'delta');
      const done = events.find((e) => e.version === version && e.type === 'done');
      expect(deltas.length).toBeGreaterThan(5);
      expect(done?.type === 'done' && done.content).toBe(
        deltas.map((d) => (d.type === 'delta' ? d.text : '')).join(''),
      );
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

  it('writes 3 versions within 50 ms once its dictionary is loaded', async () => {
    await generate();
    const started = performance.now();
    for (let i = 0; i < 20; i++) await generate({ seed: `speed-${i}`, mood: MOODS[i % 6]! });
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});

describe('offline writer: the other features', () => {
  it('returns the six standard A/B questions', async () => {
    const questions = await writer.generateStyleQuestions(
      { formality: 50, personalSharing: 30, confidence: 60 },
      ctx(),
    );
    expect(questions.map((q) => q.id)).toEqual([...FALLBACK_QUESTION_IDS]);
    expect(() => abQuestionsResponseSchema.parse({ questions, source: 'standard' })).not.toThrow();
  });

  it('enhances an idea into a structured brief that follows the options', async () => {
    const brief = await writer.enhancePrompt(
      { ...baseInput, includeEmojis: false, includeLink: true, linkUrl: 'https://example.com/a', voice: personalVoice },
      ctx(),
    );
    expect(brief).toContain('Write a medium LinkedIn post (600–1300 characters) in a professional tone.');
    expect(brief).toContain('Idea: We shipped the new billing page in 6 weeks');
    expect(brief).toContain('No emojis.');
    expect(brief).toContain('https://example.com/a');
    expect(brief).toMatch(/Core values: honesty, craft, curiosity/);
  });

  it('describes a voice from the wizard answers: a paragraph, then a few habits as bullet points', async () => {
    const questions = [
      {
        id: 'bread-talk',
        title: 'How do you talk about your bread?',
        optionA: 'The recipe and the flour',
        optionB: 'The people who buy it',
      },
    ];
    const prompt = await writer.generateVoicePrompt(
      {
        ...personalVoice,
        name: 'Maker',
        styleChoices: { ...personalVoice.styleChoices, 'bread-talk': 'B' },
        styleQuestions: questions,
      },
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
    await expect(writer.enhancePrompt(baseInput, { userId: null, signal: controller.signal })).rejects.toBeInstanceOf(
      WriterError,
    );
  });
});

describe('pacing (decision 047)', () => {
  const paced = createOfflineWriter({ chunkDelayMs: 40 });
  const drain = async (c: WriterContext) => {
    const started = performance.now();
    let deltas = 0;
    for await (const event of paced.generatePosts({ ...baseInput, versions: 3 }, c))
      if (event.type === 'delta') deltas++;
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
