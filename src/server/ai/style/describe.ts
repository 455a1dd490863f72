import type { ClosingKind, OpeningKind, StyleProfile } from './types';

// "Your writing, measured": the profile in plain sentences with numbers
// ("You open with a number in 4 of 10 posts; you never use hashtags"), not a
// wall of statistics. Only habits the posts show clearly get a sentence.

const OPENING_WORDS: Record<OpeningKind, string> = {
  question: 'a question',
  number: 'a number',
  claim: 'a plain statement',
  story: 'a moment in time',
  greeting: 'a greeting',
};
const CLOSING_WORDS: Record<ClosingKind, string> = {
  question: 'a question',
  cta: 'a call to action',
  moral: 'a short lesson line',
  none: 'no question or call to action',
};
const MARKER_WORDS: Record<string, string> = {
  dash: 'dashes',
  bullet: 'bullets',
  number: 'numbers',
  arrow: 'arrows',
  emoji: 'emojis',
  other: 'symbols',
};
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', nl: 'Dutch', other: 'another language' };

const thousands = (n: number) => n.toLocaleString('en-GB');
const of = (share: number, total: number) => `${Math.round(share * total)} of ${total}`;
const one = (n: number) => (Math.abs(n - Math.round(n)) < 0.05 ? String(Math.round(n)) : n.toFixed(1));

function topKinds<K extends string>(shares: Record<K, number>): Array<[K, number]> {
  return (Object.entries(shares) as Array<[K, number]>).filter(([, share]) => share > 0).sort((a, b) => b[1] - a[1]);
}

export function describeStyle(profile: StyleProfile): string[] {
  const n = profile.sampleCount;
  if (n === 0) return [];
  const lines: string[] = [];
  const { length, layout, emoji, hashtags, punctuation } = profile;
  const languages = topKinds(profile.language.shares);
  if (languages.length > 1)
    lines.push(
      `You write in ${languages.map(([lang, share]) => `${LANGUAGE_NAMES[lang]} (${of(share, n)})`).join(' and ')}.`,
    );
  lines.push(
    `Your posts run about ${thousands(length.medianChars)} characters (${thousands(length.minChars)} to ${thousands(length.maxChars)}), ` +
      `in ${one(layout.meanLines)} lines of about ${layout.meanLineChars} characters.`,
  );
  const [firstOpening, secondOpening] = topKinds(profile.opening);
  if (firstOpening) {
    const second = secondOpening ? `, with ${OPENING_WORDS[secondOpening[0]]} in ${of(secondOpening[1], n)}` : '';
    lines.push(`You open with ${OPENING_WORDS[firstOpening[0]]} in ${of(firstOpening[1], n)} posts${second}.`);
  }
  const [firstClosing] = topKinds(profile.closing);
  if (firstClosing) lines.push(`You end with ${CLOSING_WORDS[firstClosing[0]]} in ${of(firstClosing[1], n)} posts.`);
  lines.push(
    emoji.perPost === 0
      ? 'You never use emojis.'
      : `You use emojis in ${of(emoji.postsWithEmojiShare, n)} posts, about ${one(emoji.perPost)} a post${emoji.position.lineStart >= 0.5 ? ', mostly at the start of a line' : emoji.position.lineEnd >= 0.5 ? ', mostly at the end of a line' : ''}.`,
  );
  if (hashtags.perPost === 0) lines.push('You never use hashtags.');
  else {
    const casing =
      hashtags.casing.camel >= 0.6 ? ', in CamelCase' : hashtags.casing.lower >= 0.6 ? ', in lower case' : '';
    const where =
      hashtags.atEndShare >= 0.7 ? ', grouped at the end' : hashtags.atEndShare <= 0.3 ? ', inside the text' : '';
    const favourites = hashtags.favourites.length
      ? `; your favourites: ${hashtags.favourites.slice(0, 3).join(', ')}`
      : '';
    lines.push(
      `You add hashtags to ${of(hashtags.postsWithHashtagsShare, n)} posts, about ${one(hashtags.perPost)} a post${casing}${where}${favourites}.`,
    );
  }
  const [marker] = topKinds(profile.lists.markers);
  lines.push(
    profile.lists.postsWithListShare === 0
      ? 'You never use lists.'
      : `You use a list in ${of(profile.lists.postsWithListShare, n)} posts${marker ? `, marked with ${MARKER_WORDS[marker[0]]}` : ''}.`,
  );
  if (profile.language.dominant === 'en') {
    lines.push(
      profile.contractionsPer100Words < 0.2
        ? 'You write words out in full ("it is", not "it\'s").'
        : `You use contractions ("it's", "don't"): about ${one(profile.contractionsPer100Words)} per 100 words.`,
    );
  }
  lines.push(`You say "I", "me" or "my" about ${one(profile.firstPersonPer100Words)} times per 100 words.`);
  const habits = [
    punctuation.emDashPer100Words >= 0.3 && 'dashes (—)',
    punctuation.exclamationPer100Words >= 0.5 && 'exclamation marks',
    punctuation.ellipsisPer100Words >= 0.3 && 'ellipses (…)',
    punctuation.guillemetsShare >= 0.15 && '« » quotes',
  ].filter(Boolean);
  if (habits.length) lines.push(`You like ${habits.join(', ')}.`);
  if (punctuation.exclamationPer100Words === 0) lines.push('You never use exclamation marks.');
  if (profile.language.dominant === 'fr' && punctuation.frenchSpacingShare !== null) {
    lines.push(
      punctuation.frenchSpacingShare >= 0.6
        ? 'You put a space before ? ! : ; as French typography does.'
        : 'You put no space before ? ! : ;.',
    );
  }
  if (profile.spelling === 'uk' || profile.spelling === 'us')
    lines.push(`You spell the ${profile.spelling === 'uk' ? 'British' : 'American'} way.`);
  const opener = profile.phrases.openers[0];
  if (opener) lines.push(`You often open with "${opener.text}…" (${opener.count} posts).`);
  const closer = profile.phrases.closers[0];
  if (closer) lines.push(`You often close with "${closer.text}" (${closer.count} posts).`);
  if (profile.neverUsed.length) lines.push(`You never write: ${profile.neverUsed.slice(0, 6).join(', ')}.`);
  return lines;
}
