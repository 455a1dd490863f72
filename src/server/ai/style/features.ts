import { detectLanguage, wordListsFor } from './language';
import { closingKind, openingKind } from './kinds';
import {
  bodyLines,
  charCount,
  EMOJI,
  emojisOf,
  hashtagsOf,
  isHashtagLine,
  linesOf,
  paragraphsOf,
  sentencesOf,
  wordsOf,
} from './text-units';
import type { ListMarker, TextFeatures } from './types';

const LIST_LINE = /^(?:([-–*])|([•·▪◦])|(\d{1,2}[.)/]|[a-z][.)])|([→➡►▶>])|(\p{Extended_Pictographic}))\s*/u;
const MARKERS: ListMarker[] = ['dash', 'bullet', 'number', 'arrow', 'emoji'];
const EMOJI_AT_START = new RegExp(`^(?:${EMOJI.source})`, 'u');
const EMOJI_AT_END = new RegExp(`(?:${EMOJI.source})$`, 'u');
const SPELLING_SETS = new Map<string, { uk: Set<string>; us: Set<string> }>();

function listMarker(line: string): ListMarker | null {
  const match = LIST_LINE.exec(line);
  if (!match || line.length < 4) return null;
  const index = match.slice(1).findIndex((group) => group !== undefined);
  return MARKERS[index] ?? 'other';
}

function spellingSets(language: string, uk: string[], us: string[]) {
  let sets = SPELLING_SETS.get(language);
  if (!sets) {
    sets = { uk: new Set(uk), us: new Set(us) };
    SPELLING_SETS.set(language, sets);
  }
  return sets;
}

function count(text: string, pattern: RegExp): number {
  return (text.match(pattern) ?? []).length;
}

/** Measures one text: the raw counts a profile averages and a comparison reads. */
export function measureText(text: string): TextFeatures {
  const words = wordsOf(text);
  const language = detectLanguage(words);
  const lists = wordListsFor(language);
  const lines = linesOf(text);
  const body = bodyLines(text);
  const firstLine = body[0] ?? '';
  const lastLine = body[body.length - 1] ?? '';
  const firstPersonSet = new Set(lists.firstPerson);
  const spelling = spellingSets(language, lists.ukSpellings, lists.usSpellings);

  let emojiAtLineStart = 0;
  let emojiAtLineEnd = 0;
  for (const line of lines) {
    if (EMOJI_AT_START.test(line)) emojiAtLineStart += 1;
    if (EMOJI_AT_END.test(line) && line.length > 3) emojiAtLineEnd += 1;
  }
  const trailing = lines.slice(body.length);
  const hashtagsAtEnd = trailing.reduce((sum, line) => sum + hashtagsOf(line).length, 0);
  const markers = body.map(listMarker).filter((marker): marker is ListMarker => marker !== null);
  const sentences = sentencesOf(body.join('\n'));
  const lineChars = body.map(charCount);

  return {
    language,
    chars: charCount(text.trim()),
    words: words.length,
    lines: body.length,
    paragraphs: paragraphsOf(text).filter((block) => !isHashtagLine(block)).length,
    meanLineChars: lineChars.length ? lineChars.reduce((a, b) => a + b, 0) / lineChars.length : 0,
    meanSentenceWords: sentences.length ? words.length / sentences.length : words.length,
    emojis: emojisOf(text).length,
    emojiAtLineStart,
    emojiAtLineEnd,
    emojiInFirstLine: emojisOf(firstLine).length,
    hashtags: hashtagsOf(text),
    hashtagsAtEnd,
    opening: openingKind(firstLine, lists),
    closing: closingKind(lastLine, body.length, lists),
    contractions: count(text.toLowerCase().replace(/’/g, "'"), new RegExp(lists.contraction, 'gu')),
    firstPerson: words.filter((word) => firstPersonSet.has(word)).length,
    listLines: markers.length >= 2 ? markers.length : 0,
    listMarkers: markers.length >= 2 ? markers : [],
    emDashes: count(text, /—|\s–\s/g),
    exclamations: count(text, /!/g),
    questions: count(text, /\?/g),
    ellipses: count(text, /…|\.\.\./g),
    guillemets: count(text, /[«»]/g),
    // Only punctuation that ends a clause counts (not "10:30" or "https://").
    frenchSpaced: count(text, /[ \u00a0\u202f][?!:;»](?=\s|$)/g),
    frenchSpaceable: count(text, /[^\s][?!:;»](?=\s|$)|[ \u00a0\u202f][?!:;»](?=\s|$)/g),
    ukSpellings: words.filter((word) => spelling.uk.has(word)).length,
    usSpellings: words.filter((word) => spelling.us.has(word)).length,
    openerPhrase: wordsOf(firstLine).slice(0, 3).join(' '),
    closerLine: lastLine.replace(EMOJI, '').trim().toLowerCase(),
  };
}
