import { wordsOf } from '../read/bank';

// An editor does not hand the note back in its own order: for notes over 40
// words, a post that still retells more than 70 % of the idea word for word
// is laid out again in another order (issue 22, section 6).

const LONG_IDEA_WORDS = 40;
const MAX_RUN = 0.7;

export function retellsIdea(idea: string, post: string): boolean {
  const a = wordsOf(idea);
  if (a.length <= LONG_IDEA_WORDS) return false;
  const b = wordsOf(post);
  const row = new Array<number>(b.length + 1).fill(0);
  let best = 0;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
      best = Math.max(best, row[j]!);
      diagonal = above;
    }
  }
  return best / a.length > MAX_RUN;
}
