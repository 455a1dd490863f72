import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Speller } from '../../src/server/ai/offline/spell/load-speller';
import type { BenchmarkIdea } from './writer-benchmark';

// The benchmark's own vocabulary, so a test can prove the writer was not
// tuned to it: a word of the ideas is distinctive when the spelling
// dictionary does not know it (names, brands, typos, coined words) or when it
// is not a common word. Common words are measured, not listed: words the voice
// corpora (tools/eval/corpora, written independently of the ideas) use, and
// words two or more ideas share.

const CORPORA = join(import.meta.dirname, 'corpora');
const letters = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, ' ')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

export function commonWords(): Set<string> {
  const files = readdirSync(CORPORA).filter((f) => f.endsWith('.json'));
  const posts = files.flatMap((f) => (JSON.parse(readFileSync(join(CORPORA, f), 'utf8')) as { posts: string[] }).posts);
  return new Set(posts.flatMap(letters));
}

export function distinctiveWords(
  ideas: readonly BenchmarkIdea[],
  spellers: Record<string, Speller>,
  common: ReadonlySet<string>,
): Set<string> {
  const out = new Set<string>();
  const ideasUsing = new Map<string, number>();
  for (const idea of ideas)
    for (const w of new Set(letters(idea.idea))) ideasUsing.set(w, (ideasUsing.get(w) ?? 0) + 1);
  for (const idea of ideas) {
    const speller = spellers[idea.language];
    for (const word of new Set(letters(idea.idea))) {
      // Words of up to five letters are everyday words in all three languages ("parce", "weer", "third").
      if (word.length <= 5) continue;
      const known = speller ? speller.correct(word) || speller.correct(word[0]!.toUpperCase() + word.slice(1)) : true;
      if (!known || (!common.has(word) && ideasUsing.get(word) === 1)) out.add(word);
    }
  }
  return out;
}

/** The writer's own words: the string literals of its source (what it can match or write) and every bank file. */
export function writerSourceWords(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        const own = entry.name.endsWith('.json')
          ? text
          : (
              text
                .replace(/\/\*[\s\S]*?\*\/|\/\/.*|^import .*$/gm, '')
                .match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`/g) ?? []
            )
              .map((literal) => literal.replace(/\$\{[^}]*\}/g, ' '))
              .join(' ');
        for (const word of letters(own)) if (!found.has(word)) found.set(word, path);
      }
    }
  };
  for (const dir of ['read', 'compose', 'spell', 'banks']) walk(join(root, dir));
  return found;
}
