import type { Mood } from '@shared/constants';
import { hasCue, type Bank } from '../read/bank';
import { capitalise, endSentence, splitClauses } from '../read/sentences';

// Light edits of the idea's own lines: fillers out, hedges out for a
// confident post, contractions for a casual one. Quotes are never edited.

const HOOK_FOLD = 140;

export function editLine(line: string, bank: Bank, mood: Mood): string {
  if (/["“«]/.test(line)) return line;
  let out = line;
  for (const filler of bank.fillers) {
    // Dutch puts the verb second: "Eigenlijk gaan we" cannot lose its first word.
    const re = new RegExp(`(${bank.fillersAtStart ? '^|' : ''}[\\s,])${filler}(?:,)?(?=[\\s,.!?])`, 'gi');
    out = out.replace(re, '$1');
  }
  if (mood === 'confident') {
    for (const hedge of bank.hedges) if (out.toLowerCase().startsWith(hedge)) out = out.slice(hedge.length);
  }
  if (mood === 'casual') {
    for (const [long, short] of bank.contractions) {
      out = out.replace(new RegExp(`\\b${long}\\b`, 'gi'), (m) => (/^\p{Lu}/u.test(m) ? capitalise(short!) : short!));
    }
  }
  out = out
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .replace(/^[\s,]+/, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(out) ? capitalise(out) : line;
}

/** A first line longer than this states its result first and says how on the next line. */
const HOOK_PUNCH = 70;

/**
 * The hook inside LinkedIn's "see more" fold: a long one is split at a clause boundary, the rest follows. A result
 * with its method ("We cut costs by 38% by pausing idle servers") opens on the result; "By pausing…" follows.
 */
export function fitHook(hook: string, bank: Bank): string[] {
  const method = hook.length > HOOK_PUNCH ? splitMethod(hook, bank) : null;
  if (method) return method;
  if (hook.length <= HOOK_FOLD) return [hook];
  const clauses = splitClauses(hook, bank, 1);
  if (clauses.length > 1 && clauses[0]!.length <= HOOK_FOLD) return [clauses[0]!, clauses.slice(1).join(' ')];
  const comma = hook.lastIndexOf(', ', HOOK_FOLD - 1);
  if (comma > 40) return [`${hook.slice(0, comma)}.`, capitalise(hook.slice(comma + 2))];
  return [hook];
}

export function mentions(text: string, cue: string): boolean {
  return hasCue(text.toLowerCase(), cue.toLowerCase());
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The result and the method of "<result> by <verb>ing <rest>" (French "en <verbe>ant"), or null. */
function splitMethod(hook: string, bank: Bank): string[] | null {
  const { before, suffix } = bank.method;
  if (!before || /["“«]/.test(hook)) return null;
  const pattern = new RegExp(`([\\s,]+)${before}\\s+(\\p{Ll}{2,}${suffix})(?=[\\s,])`, 'gu');
  for (const match of hook.matchAll(pattern)) {
    if (bank.method.not.includes(match[2]!)) continue;
    const head = hook.slice(0, match.index).replace(/[\s,;:—–-]+$/, '');
    const tail = hook.slice(match.index + match[1]!.length);
    if (wordCount(head) < 4 || wordCount(tail) < 3 || /[.!?]\s/.test(head)) return null;
    return [endSentence(head), capitalise(tail.trim())];
  }
  return null;
}
