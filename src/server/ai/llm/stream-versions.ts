import type { GenerationEvent, PostBrief, WriterContext } from '../writer';
import { finalisePost } from './finalise-post';
import { mergeStreams } from './merge-streams';
import type { CallDeps } from './model-calls';
import { splitVersions } from './split-versions';
import { streamModelText, streamVersion } from './stream-version';

export type VersionsRequest = {
  count: number;
  system: string;
  /** The user message asking for every version in one answer (prompts.ts, `versionsInstruction`). */
  user: string;
  /** The user message asking for one version on its own, for a version the answer left out. */
  userFor: (version: number) => string;
  brief: PostBrief;
};

/**
 * Every version of a run from one streamed call (decision 130): the answer is split at its marker lines as it
 * arrives, each version's text streamed as its own deltas and ended with its `done`. A version the model left
 * out (it wrote fewer, or forgot the markers) is asked for on its own afterwards, so a run always ends with
 * every version or fails as a whole.
 */
export async function* streamVersions(
  deps: CallDeps,
  request: VersionsRequest,
  ctx: WriterContext,
): AsyncGenerator<GenerationEvent> {
  const texts = new Map<number, string>();
  const siblings = new AbortController();
  for await (const piece of splitVersions(streamModelText(deps, request, ctx, siblings.signal), request.count)) {
    if ('text' in piece) {
      texts.set(piece.version, (texts.get(piece.version) ?? '') + piece.text);
      yield { type: 'delta', version: piece.version, text: piece.text };
    } else {
      yield { type: 'done', version: piece.version, content: finalisePost(texts.get(piece.version)!, request.brief) };
    }
  }
  const missing = Array.from({ length: request.count }, (_, i) => i + 1).filter((v) => !texts.get(v)?.trim());
  if (missing.length === 0) return;
  const again = new AbortController();
  yield* mergeStreams(
    missing.map((version) =>
      streamVersion(
        deps,
        { version, system: request.system, user: request.userFor(version), brief: request.brief },
        ctx,
        again.signal,
      ),
    ),
    () => again.abort(new Error('another version failed or the caller stopped')),
  );
}
