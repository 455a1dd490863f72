// The writer benchmark's measures (issue 22, section 6). Each reads only the
// posts' text, so any engine can be graded the same way.

export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** The longest run of the idea's words found in the same order in the post, as a share of the idea. */
export function longestVerbatimRun(idea: string, post: string): number {
  const a = words(idea);
  const b = words(post);
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const keep = prev[j]!;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      if (prev[j]! > best) best = prev[j]!;
      diag = keep;
    }
  }
  return a.length ? best / a.length : 0;
}

/** First-person claims a writer may not add: things the author never said happened to them. */
const CLAIM_PATTERNS: RegExp[] = [
  /\bI (?:have|'ve) (?:changed|learned|learnt|seen|been)\b/i,
  /\b(?:didn't|did not) go to plan\b/i,
  /\bI promised\b/i,
  /\bthe team\b/i,
  /\bover the years\b/i,
  /\bin my experience\b/i,
  /\bI (?:once|always|never) /i,
  /\bwe (?:always|never) /i,
  /\bje (?:me suis|l'ai) toujours\b/i,
  /\bdepuis des années\b/i,
  /\bl'équipe\b/i,
  /\bhet team\b/i,
  /\bik heb (?:altijd|nooit|geleerd)\b/i,
  /\bin mijn ervaring\b/i,
];

/** Claim patterns the post matches and its idea does not. */
export function inventedClaims(idea: string, post: string): string[] {
  return CLAIM_PATTERNS.filter((p) => p.test(post) && !p.test(idea)).map((p) => post.match(p)![0]);
}

/**
 * What a post is built like, read from its text: the hook's kind (number,
 * question, statement), the layout (a list, paragraphs, lines) and which of
 * the idea's sentences the hook comes from ("framing" when none: a stock line).
 */
export function structureOf(post: string, idea: string): string {
  const lines = post
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // Hashtags, short framing labels ("In short:") and notes to the author (a long bracketed line) are not the hook.
  const note = (l: string) => /^\[.*\]$/.test(l) && l.split(/\s+/).length >= 12;
  const content = lines.filter((l) => !/^#/.test(l) && !/^[\p{L}' ]{1,30}:$/u.test(l) && !note(l));
  const hook = content[0] ?? '';
  const kind = /\?\s*\S{0,3}$/u.test(hook) ? 'question' : /\d/.test(hook) ? 'number' : 'statement';
  const listed = content.filter((l) => /^(?:[-•→▪]|\d+\.)\s/.test(l)).length;
  const layout = listed >= 2 ? 'list' : content.some((l) => /[.!?…] +\p{Lu}/u.test(l)) ? 'paragraphs' : 'lines';
  return `${kind}|${layout}|${hookSource(hook, idea)}`;
}

function hookSource(hook: string, idea: string): string {
  const hookWords = new Set(words(hook));
  // Clauses, not only sentences: a one-sentence ramble has several places a hook can come from.
  const sentences = idea.split(/(?<=[.!?,;:])\s+|\n+/);
  let best = -1;
  let bestShare = 0.5;
  sentences.forEach((sentence, i) => {
    const own = words(sentence);
    const share = own.length
      ? own.filter((w) => hookWords.has(w)).length / Math.min(own.length, hookWords.size || 1)
      : 0;
    if (share > bestShare) [best, bestShare] = [i, share];
  });
  return best < 0 ? 'framing' : `clause ${best + 1}`;
}

export function factsKept(post: string, facts: readonly string[]): { found: number; missing: string[] } {
  const missing = facts.filter((f) => !post.includes(f));
  return { found: facts.length - missing.length, missing };
}
