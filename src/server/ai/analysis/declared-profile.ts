import { readWritingStyle } from '../offline/writing-style';
import type { StyleProfile } from '../style';
import type { WriterVoice } from '../writer';

// A profile built from the wizard's answers, for a voice without samples: the
// habits the answers imply, as numbers a measured profile would show. The
// numbers are typical LinkedIn values for each answer, not measurements.

const zeroShares = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function declaredProfile(voice: WriterVoice | null): StyleProfile {
  const style = readWritingStyle(voice);
  const scannable = style.layout === 'scannable';
  const chars = style.length === 'short' ? 450 : style.length === 'long' ? 1300 : 850;
  const opening = zeroShares(['question', 'number', 'claim', 'story', 'greeting'] as const);
  if (style.opening === 'story') opening.story = 0.6;
  else if (style.opening === 'bold') opening.claim = 0.4;
  opening.claim += 0.2;
  opening.question += 0.2;
  opening.number = Math.round((1 - opening.story - opening.claim - opening.question) * 100) / 100;
  const closing = zeroShares(['question', 'cta', 'moral', 'none'] as const);
  if (style.engagement === 'question') closing.question = 0.7;
  else if (style.engagement === 'action') closing.cta = 0.7;
  closing.none = Math.round((1 - closing.question - closing.cta) * 100) / 100;
  const emojisPerPost =
    style.avoid.emojis || style.formality >= 75
      ? 0
      : style.personality === 'playful'
        ? 2
        : style.formality <= 35
          ? 1
          : 0.3;
  const hashtagsPerPost = style.avoid.hashtags ? 0 : style.formality >= 80 ? 1 : 2.5;
  return {
    sampleCount: 0,
    language: { dominant: 'en', shares: { en: 1, fr: 0, nl: 0, other: 0 } },
    length: {
      meanChars: chars,
      medianChars: chars,
      minChars: Math.round(chars * 0.6),
      maxChars: Math.round(chars * 1.5),
      meanWords: Math.round(chars / 6),
    },
    layout: {
      meanLines: scannable ? 9 : 5,
      meanParagraphs: scannable ? 6 : 4,
      meanLineChars: scannable ? 60 : 150,
      meanSentenceWords: 10 + style.formality * 0.1,
      blankLineShare: 0.9,
    },
    emoji: {
      perPost: emojisPerPost,
      postsWithEmojiShare: emojisPerPost ? 0.6 : 0,
      position: { lineStart: 0, lineEnd: 0.5, inline: 0.5, firstLine: 0 },
    },
    hashtags: {
      perPost: hashtagsPerPost,
      postsWithHashtagsShare: hashtagsPerPost ? 0.8 : 0,
      casing: { lower: 0, camel: 1, upper: 0 },
      atEndShare: 1,
      favourites: [],
    },
    opening,
    closing,
    contractionsPer100Words: Math.max(0, (70 - style.formality) / 15),
    firstPersonPer100Words: style.personal / 12,
    lists: {
      postsWithListShare: scannable ? 0.6 : style.layout === 'narrative' ? 0.05 : 0.3,
      markers: { dash: 0, bullet: 0, number: 0, arrow: 0, emoji: 0, other: 0 },
    },
    punctuation: {
      emDashPer100Words: 0.3,
      exclamationPer100Words: style.formality >= 70 ? 0 : style.formality <= 30 ? 1.2 : 0.4,
      questionPer100Words: style.engagement === 'question' ? 1 : 0.5,
      ellipsisPer100Words: 0,
      guillemetsShare: 0,
      frenchSpacingShare: null,
    },
    spelling: 'unknown',
    phrases: { openers: [], closers: [] },
    neverUsed: [],
  };
}

/** The answers in plain sentences, for "Your writing, measured" before any sample exists. */
export function describeDeclared(voice: WriterVoice | null): string[] {
  const style = readWritingStyle(voice);
  const lines = [
    'No posts of yours yet: this is what your answers describe. Add a few of your posts to measure how you really write.',
  ];
  if (style.opening)
    lines.push(`You want to open ${style.opening === 'story' ? 'with a personal moment' : 'with a bold line'}.`);
  if (style.layout)
    lines.push(style.layout === 'scannable' ? 'You prefer short lines and lists.' : 'You prefer flowing paragraphs.');
  if (style.engagement)
    lines.push(`You want to end with ${style.engagement === 'question' ? 'a question' : 'a call to action'}.`);
  if (style.length) lines.push(`You prefer ${style.length === 'short' ? 'short' : 'in-depth'} posts.`);
  lines.push(
    `Formality ${style.formality} of 100, personal sharing ${style.personal} of 100, confidence ${style.confidence} of 100.`,
  );
  if (style.avoid.emojis) lines.push('You never want emojis.');
  if (style.avoid.hashtags) lines.push('You never want hashtags.');
  return lines;
}
