import { describe, expect, it } from 'vitest';
import { createSseParser, readSse, type SseMessage } from './sse-reader';

const STREAM = [
  'event: delta\ndata: {"type":"delta","version":1,"text":"Hello wörld 👋"}\n\n',
  ': keep-alive\n\n',
  'event: delta\r\ndata: {"type":"delta","version":2,"text":"Second"}\r\n\r\n',
  'event: done\ndata: {"type":"done","version":1,\ndata: "content":"Final"}\n\n',
  'data: no event name\n\n',
].join('');

const EXPECTED: SseMessage[] = [
  { event: 'delta', data: '{"type":"delta","version":1,"text":"Hello wörld 👋"}' },
  { event: 'delta', data: '{"type":"delta","version":2,"text":"Second"}' },
  { event: 'done', data: '{"type":"done","version":1,\n"content":"Final"}' },
  { event: 'message', data: 'no event name' },
];

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: Uint8Array[]): Promise<SseMessage[]> {
  const messages: SseMessage[] = [];
  for await (const message of readSse(streamOf(chunks))) messages.push(message);
  return messages;
}

describe('readSse', () => {
  const bytes = new TextEncoder().encode(STREAM);

  it('reads a stream delivered in one piece', async () => {
    expect(await collect([bytes])).toEqual(EXPECTED);
  });

  it('gives the same events whatever the chunk boundaries (every split point, mid-CRLF and mid-emoji included)', async () => {
    for (let at = 1; at < bytes.length; at++) {
      expect(await collect([bytes.slice(0, at), bytes.slice(at)])).toEqual(EXPECTED);
    }
  });

  it('reads a stream delivered one byte at a time', async () => {
    expect(await collect(Array.from(bytes, (b) => Uint8Array.of(b)))).toEqual(EXPECTED);
  });

  it('drops an event the stream cut off before its blank line', async () => {
    const cut = new TextEncoder().encode('event: delta\ndata: {"a":1}\n\nevent: saved\ndata: {"posts"');
    expect(await collect([cut])).toEqual([{ event: 'delta', data: '{"a":1}' }]);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const seen: SseMessage[] = [];
    const run = async () => {
      for await (const message of readSse(streamOf([bytes.slice(0, 80), bytes.slice(80)]), controller.signal)) {
        seen.push(message);
        controller.abort(new DOMException('Aborted', 'AbortError'));
      }
    };
    await expect(run()).rejects.toThrow('Aborted');
    expect(seen).toHaveLength(1);
  });
});

describe('createSseParser', () => {
  it('treats a lone CR as a line end once the next character shows it is not CRLF', () => {
    const parser = createSseParser();
    expect([...parser.push('data: a\r')]).toEqual([]);
    expect([...parser.push('\rdata: b')]).toEqual([{ event: 'message', data: 'a' }]);
    expect([...parser.push('\r\n\r')]).toEqual([]);
    expect([...parser.push('\n')]).toEqual([{ event: 'message', data: 'b' }]);
  });
});
