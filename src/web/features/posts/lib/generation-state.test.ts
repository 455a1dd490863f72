import { describe, expect, it } from 'vitest';
import type { GeneratePostsRequest, Post } from '@shared/schemas/posts';
import {
  generationReducer,
  initialGenerationState,
  type GenerationAction,
  type GenerationState,
} from './generation-state';

const request = { originalIdea: 'Idea', platform: 'linkedin', versions: 2 } as GeneratePostsRequest;
const run = (actions: GenerationAction[], from: GenerationState = initialGenerationState) =>
  actions.reduce(generationReducer, from);

describe('generationReducer', () => {
  it('goes idle → enhancing → generating, growing each version as deltas arrive', () => {
    const state = run([
      { type: 'start', runId: 1, request },
      { type: 'enhanced', runId: 1 },
      { type: 'delta', runId: 1, version: 2, text: 'World' },
      { type: 'delta', runId: 1, version: 1, text: 'Hello' },
      { type: 'delta', runId: 1, version: 1, text: ' there' },
    ]);
    expect(state.phase).toBe('generating');
    expect(state.versions.map((v) => v.text)).toEqual(['Hello there', 'World']);
  });

  it('replaces the streamed text with the final text, then with the saved posts', () => {
    const posts = [
      { id: 'a', generatedContent: 'Final one' },
      { id: 'b', generatedContent: 'Final two' },
    ] as Post[];
    const state = run([
      { type: 'start', runId: 1, request },
      { type: 'enhanced', runId: 1 },
      { type: 'delta', runId: 1, version: 1, text: 'Hel' },
      { type: 'done', runId: 1, version: 1, content: 'Hello, tidied' },
      { type: 'delta', runId: 1, version: 1, text: 'late' },
    ]);
    expect(state.versions[0]).toMatchObject({ text: 'Hello, tidied', isDone: true });
    const saved = generationReducer(state, { type: 'saved', runId: 1, posts });
    expect(saved.phase).toBe('results');
    expect(saved.versions.map((v) => [v.version, v.text, v.post?.id])).toEqual([
      [1, 'Final one', 'a'],
      [2, 'Final two', 'b'],
    ]);
  });

  it('drops partial versions when the run fails', () => {
    const state = run([
      { type: 'start', runId: 1, request },
      { type: 'enhanced', runId: 1 },
      { type: 'delta', runId: 1, version: 1, text: 'Half a po' },
      { type: 'failed', runId: 1, failure: { kind: 'generate', detail: 'The writer failed' } },
    ]);
    expect(state).toMatchObject({
      phase: 'failed',
      versions: [],
      failure: { kind: 'generate', detail: 'The writer failed' },
    });
  });

  it('clears the previous results at the start of a new run and ignores the old run from then on', () => {
    const first = run([
      { type: 'start', runId: 1, request },
      { type: 'enhanced', runId: 1 },
      { type: 'done', runId: 1, version: 1, content: 'Old' },
    ]);
    const second = run(
      [
        { type: 'start', runId: 2, request },
        { type: 'delta', runId: 1, version: 1, text: 'stale' },
      ],
      first,
    );
    expect(second).toMatchObject({ runId: 2, phase: 'enhancing', versions: [], failure: undefined });
  });
});
