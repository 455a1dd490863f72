import type { GeneratePostsInput } from '../../writer';
import type { WrittenLanguage } from '../read/bank';
import { detectLanguage } from '../read/bank';
import { readIdea, type IdeaReading } from '../read/read-idea';
import { readWritingStyle } from '../writing-style';
import { createRandom, hashString, type Random } from '../seeded-random';
import { fixTyposInThread } from '../spell/fix-typos-in-thread';
import { leadWithNews } from './pick';
import { countsItems, rehook } from './rehook';
import { renderPost } from './render';
import type { Draft } from './types';
import { readSampleHabits, sampleWords } from './sample-habits';
import { writeScaffolds } from './scaffold';
import { chooseComposers, COMPOSERS } from './structures';
import { retellsIdea } from './verbatim';
import { reshaped, shapeOf } from './shape';

// The Offline writer's one pipeline: fix typos, read the idea, pick a
// different structure per version, compose, lay out. Deterministic for a
// given input and seed; a new seed (Regenerate) rotates the structures.

export type OfflinePostsInput = GeneratePostsInput;

/**
 * The idea with its typos fixed, in the spelling thread (its dictionaries load there, once per process, never on
 * the app's event loop: decision 111). Words of the author's samples are never "corrected".
 */
export async function correctIdea(input: Pick<OfflinePostsInput, 'originalIdea' | 'samples'>): Promise<string> {
  const language = detectLanguage(input.originalIdea);
  if (language === 'other') return input.originalIdea;
  return fixTyposInThread(input.originalIdea, language as WrittenLanguage, sampleWords(input.samples));
}

/** The versions of `input`, written from `idea` (the idea as `correctIdea` fixed it; as typed when omitted). */
export function writeOfflinePosts(input: OfflinePostsInput, idea: string = input.originalIdea): string[] {
  const count = Math.min(3, Math.max(1, Math.floor(input.versions)));
  const random = createRandom(seedOf(input));
  const reading = readIdea(idea);
  if (reading.bareTopic) return writeScaffolds(reading, count, random.int(3), input.platform, input.mood);
  const habits = readSampleHabits(input.samples);
  // What the voice says to avoid (emojis, hashtags) wins over the toggles.
  const avoid = readWritingStyle(input.voice).avoid;
  const composers = chooseComposers(reading, input.mood, COMPOSERS.length, random.fork('structure-order'));
  const drafts = composers.map((composer, i) =>
    // The first version of a news idea leads with the news; the others may open on a detail, for variety.
    (i === 0 ? (d: Draft) => leadWithNews(d, reading) : (d: Draft) => d)(
      composer.compose({ reading, mood: input.mood, random: random.fork(`draft-${i}`) }),
    ),
  );
  // Versions differ in structure: a draft whose hook another one already opens with is re-hooked, or comes last.
  const used = new Set<string>();
  const unique: Draft[] = [];
  const repeats: Draft[] = [];
  for (const draft of drafts) {
    const fresh = used.has(draft.hook)
      ? rehook(draft, reading, used, { reading, mood: input.mood, random: random.fork('rehook') })
      : draft;
    if (fresh) {
      used.add(fresh.hook);
      unique.push(fresh);
    } else repeats.push(draft);
  }
  // A repeated hook is laid out the other way (one paragraph against a line per beat) where the idea has the beats.
  const relaid = repeats.map((d) => relaidOut(d, unique.find((u) => u.hook === d.hook) ?? d, reading));
  const pool = fillVersions([...unique, ...relaid], count, reading, used, input, random);
  const renderAs = (draft: Draft, fork: string) =>
    renderPost({
      draft,
      reading,
      mood: input.mood,
      platform: input.platform,
      postLength: input.postLength,
      includeEmojis: input.includeEmojis && !avoid.emojis,
      includeHashtags: input.includeHashtags && !avoid.hashtags,
      linkUrl: input.includeLink && input.linkUrl ? input.linkUrl : undefined,
      habits,
      random: random.fork(fork),
    });
  const written = pool.slice(0, count).map((first, i) => {
    const render = (draft: Draft) => renderAs(draft, `version-${i}`);
    const post = render(first);
    if (!retellsIdea(reading.text, post)) return post;
    // Still the note in its own order: the body reversed, else another beat as the hook.
    const old = reading.beats.filter((b) => b.text === first.hook);
    const retries: Draft[] = [
      { ...first, body: [...first.body].reverse(), keepOrder: true },
      ...first.body
        .filter((b) => b.text && !b.items)
        .map((b) => ({
          ...first,
          hook: b.text,
          body: [...old, ...first.body.filter((o) => o !== b)].reverse(),
          keepOrder: true,
        })),
    ];
    for (const retry of retries) {
      const text = render(retry);
      if (!retellsIdea(reading.text, text)) return text;
    }
    return post;
  });
  const posts = distinct(written, pool, renderAs);
  return input.earlierVersions?.length ? newShapes(posts, pool, input.earlierVersions, reading, renderAs) : posts;
}

/**
 * Two versions of one run are never the same text: a one-sentence idea has
 * one hook, so a repeat draws its ending and emoji again, then tries the
 * other layout.
 */
function distinct(posts: string[], pool: readonly Draft[], render: (draft: Draft, fork: string) => string): string[] {
  const seen = new Set<string>();
  return posts.map((post, i) => {
    if (!seen.has(post)) return (seen.add(post), post);
    const draft = pool[i]!;
    for (const variant of [draft, { ...draft, oneParagraph: !draft.oneParagraph }])
      for (let k = 1; k <= 6; k++) {
        const text = render(variant, `version-${i}-again-${k}`);
        if (!seen.has(text)) return (seen.add(text), text);
      }
    return post;
  });
}

/**
 * Regenerate (the author was given `earlier` for this idea): a version whose shape (first line and layout) one of
 * them had is told another way where the idea allows it (shape.ts), so a new run reads as a new post, not the
 * same one with another ending.
 */
function newShapes(
  posts: string[],
  pool: readonly Draft[],
  earlier: readonly string[],
  reading: IdeaReading,
  render: (draft: Draft, fork: string) => string,
): string[] {
  const taken = new Set(earlier.map(shapeOf));
  const kept = posts.map((post) => !taken.has(shapeOf(post)));
  posts.forEach((post, i) => kept[i] && taken.add(shapeOf(post)));
  return posts.map((post, i) => {
    if (kept[i]) return post;
    for (const variant of reshaped(pool[i]!, reading)) {
      const text = render(variant, `version-${i}-reshaped`);
      if (taken.has(shapeOf(text)) || retellsIdea(reading.text, text)) continue;
      taken.add(shapeOf(text));
      return text;
    }
    return post;
  });
}

const proseBeats = (draft: Draft) => draft.body.filter((b) => b.text && !b.items).length;
/**
 * The same draft laid out the other way: paragraphs against a line per beat, or all of a short idea in one
 * paragraph, or its list told as sentences.
 */
function relaidOut(draft: Draft, twin: Draft, reading: IdeaReading): Draft {
  // A list its lead counts ("Three things I learned:") stays a list.
  const list = draft.body.find((b) => b.items);
  const counted = list && countsItems(list.text || draft.hook, reading);
  if (list && !counted && !draft.prose && !twin.prose) return { ...draft, prose: true };
  if (proseBeats(draft) >= 2) return { ...draft, paragraphs: !twin.paragraphs };
  if (proseBeats(draft) === 1 && draft.body.length === 1 && !draft.oneParagraph)
    return { ...draft, oneParagraph: true };
  return draft;
}

/** A one-sentence idea fits few structures: more versions open on another beat or a question to the reader. */
function fillVersions(
  pool: Draft[],
  count: number,
  reading: IdeaReading,
  used: Set<string>,
  input: OfflinePostsInput,
  random: Random,
) {
  const [first, ...rest] = reading.beats;
  if (pool.length === 0) pool.push({ structure: 'story-order', hook: first?.text || reading.text, body: rest });
  // Drafts that open on another beat of the idea (rehook.ts), as many as `accept` lets in.
  const addRehooked = (fork: string, accept: (extra: Draft) => boolean) => {
    for (let k = 0; pool.length < count && k < 8; k++) {
      const extra = rehook(pool[k % pool.length]!, reading, used, {
        reading,
        mood: input.mood,
        random: random.fork(`${fork}-${k}`),
      });
      if (!extra || !accept(extra)) continue;
      used.add(extra.hook);
      pool.push(extra);
    }
  };
  // One version may open on a framing question; after it, another layout of a draft says more than a second one.
  const isFramed = (draft: Draft) => !reading.beats.some((b) => b.text === draft.hook);
  addRehooked('extra', (extra) => !(isFramed(extra) && pool.some(isFramed)));
  // No opening left: the same hooks laid out the other way (one paragraph against a line per beat).
  for (let k = 0; pool.length < count && k < pool.length; k++) {
    const draft = pool[k]!;
    const other = relaidOut(draft, draft, reading);
    if (other !== draft) pool.push(other);
  }
  // Still short: a second framing question.
  addRehooked('framed', () => true);
  while (pool.length < count) pool.push(pool[pool.length - 1]!);
  return pool;
}

/**
 * The idea and the run's seed: a new seed (Regenerate) rotates the structures.
 * Length, platform and mood are left out so that changing one of them changes
 * the layout of the same structure, not the structure.
 */
function seedOf(input: OfflinePostsInput): number {
  return hashString(JSON.stringify([input.originalIdea, input.seed ?? '']));
}
