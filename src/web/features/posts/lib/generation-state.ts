import type { GeneratePostsRequest, Post } from '@shared/schemas/posts';

// The generator's states (customer-area §4): idle → enhancing → generating →
// results, plus failed and stopped. Every action carries the id of its run,
// so a late event of an abandoned run can never touch the current one.

export type Phase = 'idle' | 'enhancing' | 'generating' | 'results' | 'failed' | 'stopped';

export type VersionDraft = {
  version: number;
  text: string;
  isDone: boolean;
  /** Set once the run is saved: the version is now a post in the history. */
  post?: Post;
};

export type Failure =
  | { kind: 'credits' }
  | { kind: 'enhance'; detail: string | undefined }
  | { kind: 'generate'; detail: string | undefined };

export type GenerationState = {
  runId: number;
  phase: Phase;
  /** The request of the latest run: Regenerate repeats it, the counts use its platform. */
  request: GeneratePostsRequest | undefined;
  versions: VersionDraft[];
  failure: Failure | undefined;
};

export type GenerationAction =
  | { type: 'start'; runId: number; request: GeneratePostsRequest }
  | { type: 'enhanced'; runId: number }
  | { type: 'delta'; runId: number; version: number; text: string }
  | { type: 'done'; runId: number; version: number; content: string }
  | { type: 'saved'; runId: number; posts: Post[] }
  | { type: 'failed'; runId: number; failure: Failure }
  | { type: 'stopped'; runId: number };

export const initialGenerationState: GenerationState = {
  runId: 0,
  phase: 'idle',
  request: undefined,
  versions: [],
  failure: undefined,
};

const emptyVersions = (count: number): VersionDraft[] =>
  Array.from({ length: count }, (_, i) => ({ version: i + 1, text: '', isDone: false }));

function updateVersion(
  versions: VersionDraft[],
  version: number,
  update: (draft: VersionDraft) => VersionDraft,
): VersionDraft[] {
  const existing = versions.some((v) => v.version === version);
  const list = existing
    ? versions
    : [...versions, { version, text: '', isDone: false }].sort((a, b) => a.version - b.version);
  return list.map((draft) => (draft.version === version ? update(draft) : draft));
}

export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  if (action.type === 'start') {
    // Results are cleared at the start of a new run (customer-area §4).
    return { runId: action.runId, phase: 'enhancing', request: action.request, versions: [], failure: undefined };
  }
  if (action.runId !== state.runId) return state;
  switch (action.type) {
    case 'enhanced':
      return { ...state, phase: 'generating', versions: emptyVersions(state.request?.versions ?? 1) };
    case 'delta':
      return {
        ...state,
        versions: updateVersion(state.versions, action.version, (d) =>
          d.isDone ? d : { ...d, text: d.text + action.text },
        ),
      };
    case 'done':
      // The final text replaces what the deltas built (the writer may have tidied it).
      return {
        ...state,
        versions: updateVersion(state.versions, action.version, (d) => ({ ...d, text: action.content, isDone: true })),
      };
    case 'saved':
      // Versions the writer left empty were not saved; what is shown now is exactly what was.
      return {
        ...state,
        phase: 'results',
        versions: action.posts.map((post, i) => ({ version: i + 1, text: post.generatedContent, isDone: true, post })),
      };
    case 'failed':
      // A failed run saved nothing: partial versions go, so nobody copies half a post.
      return { ...state, phase: 'failed', versions: [], failure: action.failure };
    case 'stopped':
      return { ...state, phase: 'stopped', versions: [] };
  }
}

export const isRunning = (phase: Phase) => phase === 'enhancing' || phase === 'generating';
