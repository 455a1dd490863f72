import type { Bank } from './bank';
import { capitalise } from './sentences';

// Throat-clearing: "So I've been thinking about meetings.", "random thought
// but …", "eigenlijk wilde ik dit al lang delen". An editor cuts it: the line
// says nothing the post does not show. Lines with a fact are never cut.

const MAX_PREAMBLE_WORDS = 8;
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * `beat` without its opening throat-clearing: the rest when more follows, null when that is all it says and
 * `mayDrop` (the idea says more elsewhere, and this line has no fact).
 */
export function withoutPreamble(beat: string, bank: Bank, mayDrop: boolean): string | null {
  const { leads, phrases, joins } = bank.preambles;
  let lower = beat.toLowerCase();
  let at = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (const lead of [...leads, ...bank.fillers]) {
      const m = new RegExp(`^${lead}[\\s,]+`, 'u').exec(lower.slice(at));
      if (m) [at, changed] = [at + m[0].length, true];
    }
  }
  lower = lower.slice(at);
  const phrase = phrases.find((p) => lower.startsWith(p) && !/[\p{L}\p{N}]/u.test(lower.charAt(p.length)));
  if (!phrase) return beat;
  // "random thought but the garden…", "quick thought: our garden…": what follows the join is the line.
  const rest = beat.slice(at + phrase.length);
  const words = joins.join('|');
  const join = new RegExp(`^\\s*(?:[,:;—–-]\\s*(?:(?:${words})\\s+)?|(?:${words})\\s+)`, 'iu').exec(rest);
  const after = join ? rest.slice(join[0].length) : '';
  if (countWords(after) >= 5) return capitalise(after);
  return mayDrop && countWords(beat) <= MAX_PREAMBLE_WORDS ? null : beat;
}
