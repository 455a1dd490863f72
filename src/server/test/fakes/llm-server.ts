import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readBody } from './read-body';

// The part every fake model server shares: a real HTTP server that records
// each request and answers it from a script (a queue, or a chooser for
// concurrent calls), complete or streamed as server-sent events, with the
// failures the writer must survive (HTTP errors, errors and cuts mid-stream,
// silence). What differs between providers (routes, request and answer
// shapes, SSE events, error bodies) is a `FakeProtocol`: OpenAI Chat
// Completions (openai-server.ts), the Anthropic Messages API
// (anthropic-server.ts), the Gemini API (gemini-server.ts). The writer's real
// SDK code builds the requests and parses the answers.

export type FakeUsage = { promptTokens: number; completionTokens: number };

export type FakeReply =
  /** A normal answer; streamed as SSE deltas when the request asks for a stream. */
  | { type: 'text'; text: string; usage?: FakeUsage; chunkSize?: number; chunkDelayMs?: number; delayMs?: number }
  /** A structured answer: `value` as JSON text, or as a tool call's arguments when the request forces a tool. */
  | { type: 'json'; value: unknown; usage?: FakeUsage; delayMs?: number }
  /** Content sent as is, e.g. malformed JSON. */
  | { type: 'raw'; content: string; usage?: FakeUsage }
  /** Some deltas, then the provider's error event in the stream. */
  | { type: 'error-mid-stream'; textBefore: string; message?: string }
  /** Some deltas, then the connection is cut. */
  | { type: 'drop-mid-stream'; textBefore: string }
  /** An HTTP error before any output, with the provider's error body. */
  | { type: 'http-error'; status: number; message?: string }
  /** Headers and one delta, then silence until the client gives up. */
  | { type: 'stall'; textBefore?: string }
  /** No answer at all until the client gives up. */
  | { type: 'hang' };

/** A request's messages in one shape for every protocol: the system prompt first (role `system`), as plain text. */
export type RecordedMessage = { role: string; content: string };
export type RecordedRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  model: string;
  stream: boolean;
  messages: RecordedMessage[];
};

/**
 * Which request shapes the fake accepts: a schema-constrained answer, JSON
 * mode, tools. A server without one answers a request using it with HTTP 400,
 * as vLLM, llama.cpp and older Ollama do (and as a provider does for a model
 * without the feature).
 */
export type FakeCapabilities = { jsonSchema: boolean; jsonObject: boolean; tools: boolean };

export type FakeLlmServer = {
  /** Base URL for the provider's *_BASE_URL setting. */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies, answered in order; an empty queue answers with `defaultReply`. */
  reply(...replies: FakeReply[]): void;
  /** Chooses replies from the request (for concurrent calls); undefined falls back to the queue. */
  replyWith(choose: (request: RecordedRequest) => FakeReply | undefined): void;
  defaultReply: FakeReply;
  /** What this server supports; tests change it and put it back. */
  supports: FakeCapabilities;
  close(): Promise<void>;
};

/** One answer being written: the text (or a forced tool's arguments), its usage, and which tool, if any. */
export type FakeAnswer = { id: string; request: RecordedRequest; content: string; usage: FakeUsage; tool?: string };

/** What one provider's wire protocol looks like to the shared server. */
export type FakeProtocol = {
  /** Path of the base URL the SDK is given, e.g. `/v1`. */
  basePath: string;
  /** The parts of a request this fake serves; undefined for an unknown route (404). */
  read(
    method: string,
    url: string,
    body: Record<string, unknown>,
  ): Omit<RecordedRequest, 'path' | 'headers' | 'body'> | undefined;
  /** A request the provider would turn away for its headers (a missing key or version), as an HTTP status and message. */
  rejectHeaders?(headers: IncomingMessage['headers']): { status: number; message: string } | undefined;
  /** The request shape `supports` leaves out, if the request uses one. */
  refused(body: Record<string, unknown>, supports: FakeCapabilities): string | undefined;
  /** The tool a request forces, if any: a structured reply is then that tool's arguments. */
  forcedTool(body: Record<string, unknown>): string | undefined;
  /** Other endpoints of the provider (OpenAI's images), answered as JSON before the text routes; undefined passes. */
  otherRoute?(
    method: string,
    url: string,
    body: Record<string, unknown>,
    headers: IncomingMessage['headers'],
  ): { status: number; body: unknown } | undefined;
  /** The provider's error body for an HTTP status. */
  errorBody(status: number, message: string): unknown;
  /** A complete (not streamed) answer's body. */
  complete(answer: FakeAnswer): unknown;
  /** The SSE events of a streamed answer, each one a string ready to write (see `sse`). */
  streamStart(answer: FakeAnswer): string[];
  streamDelta(answer: FakeAnswer, piece: string): string[];
  streamError(answer: FakeAnswer, message: string): string[];
  streamEnd(answer: FakeAnswer): string[];
};

/** One server-sent event; `event` names it (Anthropic does), a string `data` goes as is (`[DONE]`). */
export function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

export async function startFakeLlmServer(protocol: FakeProtocol): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  let chooser: ((request: RecordedRequest) => FakeReply | undefined) | undefined;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const fake: FakeLlmServer = {
    url: '',
    requests: [],
    reply: (...replies) => queue.push(...replies),
    replyWith: (choose) => (chooser = choose),
    defaultReply: { type: 'text', text: 'A fake reply.' },
    supports: { jsonSchema: true, jsonObject: true, tools: true },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** Waits `ms`; false when the client went away meanwhile. */
  const wait = (ms: number, res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      if (ms <= 0) return resolve(!res.destroyed);
      const onClose = () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.off('close', onClose);
        resolve(!res.destroyed);
      }, ms);
      timers.add(timer);
      res.once('close', onClose);
    });

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, protocol.errorBody(500, String(error)));
      else res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const other = protocol.otherRoute?.(req.method ?? '', req.url ?? '', body, req.headers);
    if (other) return sendJson(res, other.status, other.body);
    const parts = req.method === 'POST' ? protocol.read(req.method, req.url ?? '', body) : undefined;
    if (!parts) return sendJson(res, 404, protocol.errorBody(404, `Unknown route ${req.method} ${req.url}`));
    const request: RecordedRequest = { path: req.url ?? '', headers: req.headers, body, ...parts };
    fake.requests.push(request);
    const rejected = protocol.rejectHeaders?.(req.headers);
    if (rejected) return sendJson(res, rejected.status, protocol.errorBody(rejected.status, rejected.message));
    const refused = protocol.refused(body, fake.supports);
    if (refused) return sendJson(res, 400, protocol.errorBody(400, `${refused} is not supported by this server`));
    const reply = chooser?.(request) ?? queue.shift() ?? fake.defaultReply;
    await answer(reply, request, `fake-${++counter}`, res);
  }

  async function answer(reply: FakeReply, request: RecordedRequest, id: string, res: ServerResponse) {
    if (reply.type === 'hang') return void (await wait(60_000, res));
    if (reply.type === 'http-error')
      return sendJson(res, reply.status, protocol.errorBody(reply.status, reply.message ?? 'The fake provider failed'));
    if ('delayMs' in reply && reply.delayMs && !(await wait(reply.delayMs, res))) return;
    const content =
      reply.type === 'json'
        ? JSON.stringify(reply.value)
        : reply.type === 'raw'
          ? reply.content
          : reply.type === 'text'
            ? reply.text
            : (reply.textBefore ?? '');
    const usage = ('usage' in reply && reply.usage) || {
      promptTokens: estimateTokens(request),
      completionTokens: Math.ceil(content.length / 4),
    };
    const tool = reply.type === 'text' ? undefined : protocol.forcedTool(request.body);
    const turn: FakeAnswer = { id, request, content, usage, tool };

    if (!request.stream) return sendJson(res, 200, protocol.complete(turn));

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const write = (events: string[]) => events.forEach((event) => res.write(event));
    write(protocol.streamStart(turn));
    const size = reply.type === 'text' ? (reply.chunkSize ?? 8) : 8;
    const delay = reply.type === 'text' ? (reply.chunkDelayMs ?? 0) : 0;
    for (let i = 0; i < content.length; i += size) {
      write(protocol.streamDelta(turn, content.slice(i, i + size)));
      if (delay && !(await wait(delay, res))) return;
    }
    if (reply.type === 'error-mid-stream') {
      write(protocol.streamError(turn, reply.message ?? 'The fake provider failed mid-stream'));
      res.end();
      return;
    }
    if (reply.type === 'drop-mid-stream') return void res.socket?.destroy();
    if (reply.type === 'stall') return void (await wait(60_000, res));
    write(protocol.streamEnd(turn));
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${protocol.basePath}`;
  return fake;
}

/** Message content is a string or an array of parts (`{text}`); tests compare plain text. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part: { text?: string }) => part.text ?? '').join('');
  return '';
}

/** JSON text as a value, or undefined when it is not JSON (a model that wrote prose). */
export function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function estimateTokens(request: RecordedRequest): number {
  return Math.ceil(request.messages.reduce((sum, m) => sum + m.content.length, 0) / 4);
}
