import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WrittenLanguage } from '../read/bank';
import type { SpellAnswer, SpellRequest } from './spell-thread';

// The app's side of the spelling thread (spell-thread.ts, decision 111): one
// thread per process, started by the first idea, holding every dictionary it
// has loaded. It keeps the process alive only while a request is waiting.

type Waiting = { resolve: (text: string) => void; reject: (error: Error) => void };

export type SpellingThread = {
  /** `text` with its one-edit typos fixed (fix-typos.ts); words of `ownWords` are left as they are. */
  fixTypos(text: string, language: WrittenLanguage, ownWords?: ReadonlySet<string>): Promise<string>;
  stop(): Promise<void>;
};

/**
 * Built, the thread is `spell-thread.js` beside the server bundle. From source (tests, `npm run dev`, scripts),
 * the thread imports the .ts file through tsx's API: a worker's entry file is loaded before an `--import` hook
 * in its execArgv would apply.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./spell-thread.js', import.meta.url));
  // The ES module build of tsx's API (its CommonJS build cannot load it from an eval'd worker), found beside the
  // file require.resolve names.
  const tsx = new URL('index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api'))).href;
  const entry = new URL('./spell-thread.ts', import.meta.url).href;
  const load = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true });
}

export function createSpellingThread(): SpellingThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const start = (): Worker => {
    const started = startWorker();
    started.unref();
    started.on('message', (answer: SpellAnswer) => {
      const request = waiting.get(answer.id);
      if (!request) return;
      waiting.delete(answer.id);
      if (waiting.size === 0) started.unref();
      if ('error' in answer) request.reject(new Error(`spelling failed: ${answer.error}`));
      else request.resolve(answer.text);
    });
    // A thread that dies fails what it was asked; the next request starts a new one.
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the spelling thread stopped (exit code ${code})`)));
    return started;
  };

  return {
    fixTypos(text, language, ownWords = new Set()) {
      const thread = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.ref();
        thread.postMessage({ id, text, language, ownWords: [...ownWords] } satisfies SpellRequest);
      });
    },
    async stop() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}

const processThread = createSpellingThread();

/** The process's spelling thread: `text` with its one-edit typos fixed. */
export function fixTyposInThread(
  text: string,
  language: WrittenLanguage,
  ownWords?: ReadonlySet<string>,
): Promise<string> {
  return processThread.fixTypos(text, language, ownWords);
}
