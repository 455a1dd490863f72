import { createParser, type EventSourceMessage } from 'eventsource-parser';

// Server-sent events over a fetch body (the API client speaks JSON only; the
// stream needs a POST, which EventSource cannot send). eventsource-parser does
// the WHATWG line and event parsing; this adapts it to bytes in and an async
// generator out.

export type SseMessage = { event: string; data: string };

const toMessage = ({ event, data }: EventSourceMessage): SseMessage => ({ event: event ?? 'message', data });

/** Reads an event stream; network chunks may split a line, a CRLF or a multi-byte character anywhere. */
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

/** The parser fed with decoded text in arbitrary pieces; each piece gives the events it completed. */
export function createSseParser() {
  let completed: SseMessage[] = [];
  let endsWithCr = false;
  const parser = createParser({ onEvent: (event) => completed.push(toMessage(event)) });

  function* take(): Generator<SseMessage> {
    const events = completed;
    completed = [];
    yield* events;
  }

  return {
    *push(text: string): Generator<SseMessage> {
      if (text === '') return;
      endsWithCr = text.endsWith('\r');
      parser.feed(text);
      yield* take();
    },
    /**
     * The stream ended. A trailing CR still waits to see whether an LF follows:
     * it is a line end after all. An event without its closing blank line is
     * dropped, as the standard says.
     */
    *end(): Generator<SseMessage> {
      if (endsWithCr) parser.feed('\n');
      parser.reset();
      yield* take();
    },
  };
}
