import type { Language } from './language';

export type OpeningKind = 'question' | 'number' | 'claim' | 'story' | 'greeting';
export type ClosingKind = 'question' | 'cta' | 'moral' | 'none';
export type ListMarker = 'dash' | 'bullet' | 'number' | 'arrow' | 'emoji' | 'other';
export type HashtagCasing = 'lower' | 'camel' | 'upper';

/** What one text shows, before any averaging. */
export type TextFeatures = {
  language: Language;
  chars: number;
  words: number;
  lines: number;
  paragraphs: number;
  meanLineChars: number;
  meanSentenceWords: number;
  emojis: number;
  emojiAtLineStart: number;
  emojiAtLineEnd: number;
  emojiInFirstLine: number;
  hashtags: string[];
  hashtagsAtEnd: number;
  opening: OpeningKind;
  closing: ClosingKind;
  contractions: number;
  firstPerson: number;
  listLines: number;
  listMarkers: ListMarker[];
  emDashes: number;
  exclamations: number;
  questions: number;
  ellipses: number;
  guillemets: number;
  /** Of the ? ! : ; » in the text, how many have a space (or no-break space) before them. */
  frenchSpaced: number;
  frenchSpaceable: number;
  ukSpellings: number;
  usSpellings: number;
  openerPhrase: string;
  closerLine: string;
};

export type Share<K extends string> = Record<K, number>;

/** A voice's writing, measured over its samples (all rates are per post unless named). */
export type StyleProfile = {
  sampleCount: number;
  language: { dominant: Language; shares: Share<Language> };
  length: { meanChars: number; medianChars: number; minChars: number; maxChars: number; meanWords: number };
  layout: {
    meanLines: number;
    meanParagraphs: number;
    meanLineChars: number;
    meanSentenceWords: number;
    /** Share of posts with at least one blank line between blocks. */
    blankLineShare: number;
  };
  emoji: {
    perPost: number;
    postsWithEmojiShare: number;
    /** Where the emojis sit, as shares of all emojis. */
    position: { lineStart: number; lineEnd: number; inline: number; firstLine: number };
  };
  hashtags: {
    perPost: number;
    postsWithHashtagsShare: number;
    casing: Share<HashtagCasing>;
    /** Share of hashtags in a trailing hashtag-only block. */
    atEndShare: number;
    favourites: string[];
  };
  opening: Share<OpeningKind>;
  closing: Share<ClosingKind>;
  contractionsPer100Words: number;
  firstPersonPer100Words: number;
  lists: { postsWithListShare: number; markers: Share<ListMarker> };
  punctuation: {
    emDashPer100Words: number;
    exclamationPer100Words: number;
    questionPer100Words: number;
    ellipsisPer100Words: number;
    guillemetsShare: number;
    /** Null when the posts have no ? ! : ; » at all. */
    frenchSpacingShare: number | null;
  };
  spelling: 'uk' | 'us' | 'mixed' | 'unknown';
  phrases: { openers: RecurringPhrase[]; closers: RecurringPhrase[] };
  /** Common words (of the profile's language) that none of the posts uses. */
  neverUsed: string[];
};

export type RecurringPhrase = { text: string; count: number };
