// The author's habits read from their own posts (issue 22, section 4): their
// openers and closers replace the stock framing lines, their emojis and
// hashtag habits replace ours. Only neutral lines are borrowed: short, with
// no number and no name, so no fact of another post travels into this one.

export type SampleHabits = {
  openers: string[];
  closers: string[];
  emojis: string[];
  /** Hashtags per post, rounded; 0 when the author never uses them. */
  hashtags: number;
  lowercaseTags: boolean;
  /** Blank lines between lines (airy) or not. */
  airy: boolean;
};

const EMOJI = /\p{Extended_Pictographic}/gu;

function neutral(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 9 || /\d|https?:|#|@/.test(line)) return false;
  // A capital after the first word is a name (or an acronym): not neutral.
  return !words.slice(1).some((w) => /^[^\p{L}]*\p{Lu}/u.test(w) && w !== 'I');
}

const lines = (post: string) =>
  post
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function readSampleHabits(samples: readonly string[] | undefined): SampleHabits | null {
  const posts = (samples ?? []).map((s) => s.trim()).filter(Boolean);
  if (posts.length === 0) return null;
  const closers = posts
    .map(
      (p) =>
        lines(p)
          .filter((l) => !/^#/.test(l))
          .at(-1) ?? '',
    )
    .filter(neutral);
  const openers = posts.map((p) => lines(p)[0] ?? '').filter((l) => neutral(l) && /[:.!?…]$/.test(l));
  const emojiCounts = new Map<string, number>();
  for (const p of posts) for (const e of p.match(EMOJI) ?? []) emojiCounts.set(e, (emojiCounts.get(e) ?? 0) + 1);
  const tags = posts.map((p) => p.match(/(?<![\p{L}\d])#[\p{L}\d_]+/gu) ?? []);
  const allTags = tags.flat();
  return {
    openers: [...new Set(openers)],
    closers: [...new Set(closers)],
    emojis: [...emojiCounts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([e]) => e)
      .slice(0, 4),
    hashtags: Math.min(3, Math.round(allTags.length / posts.length)),
    lowercaseTags: allTags.length > 0 && allTags.filter((t) => t === t.toLowerCase()).length > allTags.length / 2,
    airy: posts.filter((p) => /\n\s*\n/.test(p)).length >= posts.length / 2,
  };
}

/** The author's own words, never "corrected" by the spell checker. */
export function sampleWords(samples: readonly string[] | undefined): Set<string> {
  return new Set((samples ?? []).flatMap((s) => s.toLowerCase().match(/\p{L}+/gu) ?? []));
}
