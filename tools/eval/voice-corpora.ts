import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The authors of the voice benchmark (tools/eval/corpora/<author>.json): posts
// written for this repository in nine distinct voices, English, French and
// Dutch. The product never reads them (ARCHITECTURE.md, "Tools").

export type Corpus = {
  slug: string;
  author: string;
  role: string;
  language: 'en' | 'fr' | 'nl';
  /** The wizard answers the author would give (what the analysis had before samples). */
  voice: { formality: number; personalSharing: number; confidence: number; styleChoices: Record<string, 'A' | 'B'> };
  posts: string[];
};

/** Samples the voice learns from; the remaining posts are held out and scored. */
export const SAMPLES_PER_AUTHOR = 22;

const CORPORA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'corpora');

export function loadCorpora(): Corpus[] {
  return readdirSync(CORPORA_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      slug: file.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(join(CORPORA_DIR, file), 'utf8')) as Omit<Corpus, 'slug'>),
    }));
}

/** The first posts are the samples, the rest are held out (a fixed split: the figures repeat). */
export function splitCorpus(corpus: Corpus, sampleCount = SAMPLES_PER_AUTHOR) {
  return { samples: corpus.posts.slice(0, sampleCount), heldOut: corpus.posts.slice(sampleCount) };
}
