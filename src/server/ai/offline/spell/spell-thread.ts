import { parentPort } from 'node:worker_threads';
import type { WrittenLanguage } from '../read/bank';
import { fixTypos } from './fix-typos';
import { loadSpeller } from './load-speller';

// The spelling thread (decision 111). nspell builds a Hunspell dictionary
// synchronously: the French one takes 8 s and about 560 MB, over 20 s on a
// loaded machine. Built here, that time blocks this thread only, and every
// other request of the app process goes on meanwhile. The dictionaries stay
// loaded in this thread for the life of the process.

export type SpellRequest = { id: number; text: string; language: WrittenLanguage; ownWords: string[] };
export type SpellAnswer = { id: number; text: string } | { id: number; error: string };

const port = parentPort;
if (port)
  port.on('message', (request: SpellRequest) => {
    loadSpeller(request.language)
      .then((speller) => fixTypos(request.text, speller, request.language, new Set(request.ownWords)).text)
      .then(
        (text) => port.postMessage({ id: request.id, text } satisfies SpellAnswer),
        (error: unknown) => port.postMessage({ id: request.id, error: String(error) } satisfies SpellAnswer),
      );
  });
