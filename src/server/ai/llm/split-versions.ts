// One answer holding several versions (decision 130): each starts on a line
// of its own, "=== Version 2 ===". The splitter reads the answer as it
// streams and says which version each piece of text belongs to, so the UI
// shows every version as it is written. A line that may still become a
// marker is held back until it ends; everything else passes at once.

export type VersionPiece = { version: number; text: string } | { version: number; end: true };

const MARKER = /^\s*(?:[=#*_-]{2,}\s*|#\s*)?(?:version|versie)\s*(\d)\s*(?:[=#*_-]{2,})?\s*:?\s*$/i;
const WORD = 'version';

/** A line start that may still turn out to be a marker ("==", "Vers"). */
function mayBeMarker(partial: string): boolean {
  const start = partial.trimStart().replace(/^[=#*_-]+\s*/, '');
  if (partial.trim() === '') return true;
  if (/^[=#*_-]/.test(partial.trimStart()) && start === '') return true;
  const lower = start.toLowerCase();
  return lower.length > 0 && (WORD.startsWith(lower) || lower.startsWith(WORD) || 'versie'.startsWith(lower))
    ? partial.length < 40
    : false;
}

/**
 * The pieces of each version, in the order they arrive, and the end of each. Text before the first marker waits
 * for it: before "Version 1" it was a preamble ("Here are three versions:") and is dropped; before a later
 * marker, or with no marker at all, it is version 1 (a model that forgot its first marker). A marker out of
 * order, or for a version beyond `count`, is text. Leading blank lines of a version are dropped.
 */
export async function* splitVersions(deltas: AsyncIterable<string>, count: number): AsyncGenerator<VersionPiece> {
  let version = 1;
  let started = false; // whether the current version has any text yet
  let marked = false; // whether a marker has been seen
  let before = ''; // the text before the first marker
  let pending = '';
  const emit = function* (text: string): Generator<VersionPiece> {
    if (!marked) {
      before += text;
      return;
    }
    const out = started ? text : text.replace(/^\s+/, '');
    if (!out) return;
    started = true;
    yield { version, text: out };
  };
  const line = function* (text: string): Generator<VersionPiece> {
    const marker = MARKER.exec(text);
    const next = marker ? Number(marker[1]) : 0;
    if (next >= 1 && next <= count && (next > version || (next === version && !started))) {
      if (!marked) {
        marked = true;
        // Before "Version 1", a preamble; before a later marker, version 1 itself.
        if (next > 1) yield* emit(before);
      }
      if (next > version && started) yield { version, end: true };
      if (next > version) [version, started] = [next, false];
      return;
    }
    yield* emit(text);
  };
  // Whether `pending` starts a line: the rest of a line already partly sent is text, whatever it says.
  let lineStart = true;
  for await (const delta of deltas) {
    pending += delta;
    for (let at = pending.indexOf('\n'); at >= 0; at = pending.indexOf('\n')) {
      const text = pending.slice(0, at + 1);
      yield* lineStart ? line(text) : emit(text);
      pending = pending.slice(at + 1);
      lineStart = true;
    }
    if (pending && !(lineStart && mayBeMarker(pending))) {
      yield* emit(pending);
      pending = '';
      lineStart = false;
    }
  }
  if (pending) yield* lineStart ? line(pending) : emit(pending);
  if (!marked) {
    marked = true;
    yield* emit(before);
  }
  if (started) yield { version, end: true };
}
