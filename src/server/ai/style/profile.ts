import { measureText } from './features';
import { LANGUAGES, type Language, wordListsFor } from './language';
import { neverUsedWords, recurringPhrases } from './phrases';
import type { ClosingKind, HashtagCasing, ListMarker, OpeningKind, Share, StyleProfile, TextFeatures } from './types';

const OPENINGS: OpeningKind[] = ['question', 'number', 'claim', 'story', 'greeting'];
const CLOSINGS: ClosingKind[] = ['question', 'cta', 'moral', 'none'];
const MARKERS: ListMarker[] = ['dash', 'bullet', 'number', 'arrow', 'emoji', 'other'];
const CASINGS: HashtagCasing[] = ['lower', 'camel', 'upper'];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]) => (values.length ? sum(values) / values.length : 0);
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const per100 = (count: number, words: number) => (words > 0 ? round((count / words) * 100) : 0);

function shares<K extends string>(keys: readonly K[], values: readonly K[]): Share<K> {
  const out = Object.fromEntries(keys.map((key) => [key, 0])) as Share<K>;
  for (const value of values) out[value] += 1;
  for (const key of keys) out[key] = values.length ? round(out[key] / values.length) : 0;
  return out;
}

function casingOf(tag: string): HashtagCasing {
  if (tag === tag.toLowerCase()) return 'lower';
  if (tag.length > 1 && tag === tag.toUpperCase()) return 'upper';
  return 'camel';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return 0;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function favouriteTags(features: TextFeatures[]): string[] {
  const counts = new Map<string, number>();
  for (const tag of features.flatMap((f) => f.hashtags))
    counts.set(tag.toLowerCase(), (counts.get(tag.toLowerCase()) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([tag]) => `#${tag}`);
}

/** The profile of already-measured texts (measureStyle measures first). */
export function profileOf(features: TextFeatures[], texts: string[]): StyleProfile {
  const words = sum(features.map((f) => f.words));
  const chars = features.map((f) => f.chars);
  const emojis = sum(features.map((f) => f.emojis));
  const tags = features.flatMap((f) => f.hashtags);
  const languageShares = shares<Language>(
    [...LANGUAGES, 'other'],
    features.map((f) => f.language),
  );
  const dominant = ([...LANGUAGES, 'other'] as Language[]).reduce((best, lang) =>
    languageShares[lang] > languageShares[best] ? lang : best,
  );
  const spaced = sum(features.map((f) => f.frenchSpaced));
  const spaceable = sum(features.map((f) => f.frenchSpaceable));
  const uk = sum(features.map((f) => f.ukSpellings));
  const us = sum(features.map((f) => f.usSpellings));
  return {
    sampleCount: features.length,
    language: { dominant, shares: languageShares },
    length: {
      meanChars: Math.round(mean(chars)),
      medianChars: Math.round(median(chars)),
      minChars: chars.length ? Math.min(...chars) : 0,
      maxChars: chars.length ? Math.max(...chars) : 0,
      meanWords: Math.round(mean(features.map((f) => f.words))),
    },
    layout: {
      meanLines: round(mean(features.map((f) => f.lines)), 1),
      meanParagraphs: round(mean(features.map((f) => f.paragraphs)), 1),
      meanLineChars: Math.round(mean(features.map((f) => f.meanLineChars))),
      meanSentenceWords: round(mean(features.map((f) => f.meanSentenceWords)), 1),
      blankLineShare: round(mean(features.map((f) => (f.paragraphs > 1 ? 1 : 0)))),
    },
    emoji: {
      perPost: round(mean(features.map((f) => f.emojis))),
      postsWithEmojiShare: round(mean(features.map((f) => (f.emojis > 0 ? 1 : 0)))),
      position: {
        lineStart: emojis ? round(sum(features.map((f) => f.emojiAtLineStart)) / emojis) : 0,
        lineEnd: emojis ? round(sum(features.map((f) => f.emojiAtLineEnd)) / emojis) : 0,
        inline: emojis
          ? round(Math.max(0, emojis - sum(features.map((f) => f.emojiAtLineStart + f.emojiAtLineEnd))) / emojis)
          : 0,
        firstLine: emojis ? round(sum(features.map((f) => f.emojiInFirstLine)) / emojis) : 0,
      },
    },
    hashtags: {
      perPost: round(mean(features.map((f) => f.hashtags.length))),
      postsWithHashtagsShare: round(mean(features.map((f) => (f.hashtags.length > 0 ? 1 : 0)))),
      casing: shares(CASINGS, tags.map(casingOf)),
      atEndShare: tags.length ? round(sum(features.map((f) => f.hashtagsAtEnd)) / tags.length) : 0,
      favourites: favouriteTags(features),
    },
    opening: shares(
      OPENINGS,
      features.map((f) => f.opening),
    ),
    closing: shares(
      CLOSINGS,
      features.map((f) => f.closing),
    ),
    contractionsPer100Words: per100(sum(features.map((f) => f.contractions)), words),
    firstPersonPer100Words: per100(sum(features.map((f) => f.firstPerson)), words),
    lists: {
      postsWithListShare: round(mean(features.map((f) => (f.listLines > 0 ? 1 : 0)))),
      markers: shares(
        MARKERS,
        features.flatMap((f) => f.listMarkers),
      ),
    },
    punctuation: {
      emDashPer100Words: per100(sum(features.map((f) => f.emDashes)), words),
      exclamationPer100Words: per100(sum(features.map((f) => f.exclamations)), words),
      questionPer100Words: per100(sum(features.map((f) => f.questions)), words),
      ellipsisPer100Words: per100(sum(features.map((f) => f.ellipses)), words),
      guillemetsShare: round(mean(features.map((f) => (f.guillemets > 0 ? 1 : 0)))),
      frenchSpacingShare: spaceable ? round(spaced / spaceable) : null,
    },
    spelling: uk + us === 0 ? 'unknown' : uk >= us * 3 ? 'uk' : us >= uk * 3 ? 'us' : 'mixed',
    phrases: recurringPhrases(features),
    neverUsed: neverUsedWords(texts, wordListsFor(dominant).commonWords, features.length),
  };
}

/** Measures an author's writing from their posts (pure, ~0.3 ms a post). */
export function measureStyle(texts: string[]): StyleProfile {
  const kept = texts.filter((text) => text.trim().length > 0);
  return profileOf(kept.map(measureText), kept);
}
