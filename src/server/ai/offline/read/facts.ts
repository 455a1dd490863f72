import { isFunctionWord, type IdeaLanguage } from './bank';

// Facts the post must carry exactly: numbers with their nouns ("4 engineers",
// "€2.5M seed round"), names, quotes and links.

const NUMBER = String.raw`(?:[€$£]\s?)?\d+(?:[.,:]\d+)*(?:\s?(?:%|€|\$|£|k|K|M|bn|x|h|pm|am|ms|min))?(?![\p{L}\d])`;
const NUMBER_RE = new RegExp(NUMBER, 'gu');

export function findNumbers(text: string): string[] {
  return [...text.replace(/https?:\/\/\S+/g, ' ').matchAll(NUMBER_RE)].map((m) => m[0].trim());
}

/** Each number with the one or two content words that follow it ("4 engineers", "3 weeks"). */
export function numberFacts(text: string, language: IdeaLanguage): string[] {
  const facts: string[] = [];
  const re = new RegExp(`(${NUMBER})((?:\\s+[\\p{L}][\\p{L}'’-]*){0,2})`, 'gu');
  for (const m of text.replace(/https?:\/\/\S+/g, ' ').matchAll(re)) {
    const words = (m[2] ?? '').trim().split(/\s+/).filter(Boolean);
    const kept: string[] = [];
    for (const word of words) {
      if (isFunctionWord(word, language)) break;
      kept.push(word);
      if (kept.length === 1 && words.length > 1 && isFunctionWord(words[1]!, language)) break;
    }
    facts.push([m[1]!.trim(), ...kept].join(' '));
  }
  return facts;
}

export function findQuotes(text: string): string[] {
  return [...text.matchAll(/"([^"\n]{3,})"|“([^”\n]{3,})”|«\s?([^»\n]{3,}?)\s?»/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3])!.trim(),
  );
}

export function findLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s)]+[^\s).,!?]/g) ?? [];
}

/** The author's own hashtags and mentions. */
export function findTags(text: string): string[] {
  return text.match(/(?<![\p{L}\d])#[\p{L}\d_]+/gu) ?? [];
}

/**
 * Names: capitalised words inside a sentence (not its first word), acronyms,
 * words with inner capitals, and runs of them ("Ghent University"). A
 * sentence's first word counts when it is capitalised elsewhere too.
 */
export function findNames(sentences: readonly string[]): string[] {
  const names = new Set<string>();
  const midCaps = new Set<string>();
  const runs: string[][] = [];
  for (const sentence of sentences) {
    const tokens = sentence.replace(/https?:\/\/\S+/g, ' ').split(/\s+/);
    let run: string[] = [];
    tokens.forEach((raw, i) => {
      const word = raw.replace(/^[^\p{L}\d@#]+|[^\p{L}\d]+$/gu, '');
      const capital = /^\p{Lu}/u.test(word) && word !== 'I' && !/^\p{Lu}['’]/u.test(word);
      const first = i === 0 || /[.!?:]$/.test(tokens[i - 1] ?? '') || /^["“«(-]/.test(raw);
      if (capital && !first) midCaps.add(word);
      if (capital && (!first || /\p{Lu}.*\p{Lu}|\d/u.test(word))) run.push(word);
      else if (capital && first) run = [word];
      else {
        if (run.length) runs.push(run);
        run = [];
      }
      if (/[,;:.!?)]$/.test(raw) && run.length) {
        runs.push(run);
        run = [];
      }
    });
    if (run.length) runs.push(run);
  }
  for (const run of runs) {
    const kept = run.filter((w, i) => i > 0 || midCaps.has(w) || /\p{Lu}.*\p{Lu}|\d/u.test(w) || run.length > 1);
    if (kept.length && kept.some((w) => midCaps.has(w) || /\p{Lu}.*\p{Lu}/u.test(w))) names.add(kept.join(' '));
  }
  return [...names];
}
