// A reader for server-sent events over a fetch body (the API client speaks JSON
// only). Network chunks may split a line, the CRLF between lines, or a
// multi-byte character anywhere; this assembles whole events regardless.

export type SseMessage = { event: string; data: string };

/** Parses an event stream (WHATWG "event stream interpretation", minus id/retry, which we do not use). */
export async function* readSse(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
      const { value, done } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // Stops the download when the consumer leaves early (abort, error, unmount).
    await reader.cancel().catch(() => undefined);
  }
}

/** The line-level state machine, fed with decoded text in arbitrary pieces. */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let hasData = false;

  function* dispatch(): Generator<SseMessage> {
    if (hasData) yield { event: event || 'message', data: data.join('\n') };
    event = '';
    data = [];
    hasData = false;
  }

  function* line(text: string): Generator<SseMessage> {
    if (text === '') {
      yield* dispatch();
      return;
    }
    if (text.startsWith(':')) return; // a comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    }
  }

  return {
    *push(text: string): Generator<SseMessage> {
      buffer += text;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) return;
        // A lone CR at the very end may be the first half of a CRLF still on its way.
        if (match[0] === '\r' && match.index === buffer.length - 1) return;
        const current = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        yield* line(current);
      }
    },
    /** The stream ended: a trailing CR is a line end; an unterminated event is dropped (per the standard). */
    *end(): Generator<SseMessage> {
      if (buffer.endsWith('\r')) {
        const current = buffer.slice(0, -1);
        buffer = '';
        yield* line(current);
      }
      buffer = '';
    },
  };
}
