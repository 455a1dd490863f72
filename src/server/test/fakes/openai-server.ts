import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A real HTTP server speaking the OpenAI Chat Completions protocol, so the
// LLM writer's real SDK code (request building, SSE parsing, usage, errors)
// runs in tests. Each test scripts the replies; every request is recorded.

export type FakeUsage = { promptTokens: number; completionTokens: number };

export type FakeReply =
  /** A normal answer; streamed as SSE deltas when the request asks for a stream. */
  | { type: 'text'; text: string; usage?: FakeUsage; chunkSize?: number; chunkDelayMs?: number; delayMs?: number }
  /** A structured answer: `value` as JSON text, or as a tool call's arguments when the request forces a tool. */
  | { type: 'json'; value: unknown; usage?: FakeUsage; delayMs?: number }
  /** Content sent as is, e.g. malformed JSON. */
  | { type: 'raw'; content: string; usage?: FakeUsage }
  /** Some deltas, then an OpenAI error event in the stream. */
  | { type: 'error-mid-stream'; textBefore: string; message?: string }
  /** Some deltas, then the connection is cut. */
  | { type: 'drop-mid-stream'; textBefore: string }
  /** An HTTP error before any output. */
  | { type: 'http-error'; status: number; message?: string }
  /** Headers and one delta, then silence until the client gives up. */
  | { type: 'stall'; textBefore?: string }
  /** No answer at all until the client gives up. */
  | { type: 'hang' };

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
 * Which request shapes the fake accepts. A server without one answers a
 * request using it with HTTP 400, as vLLM, llama.cpp and older Ollama do.
 */
export type FakeCapabilities = { jsonSchema: boolean; jsonObject: boolean; tools: boolean };

export type FakeOpenAiServer = {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
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

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  let chooser: ((request: RecordedRequest) => FakeReply | undefined) | undefined;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const fake: FakeOpenAiServer = {
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

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Unknown route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const request: RecordedRequest = {
      path: req.url,
      headers: req.headers,
      body,
      model: String(body.model),
      stream: body.stream === true,
      messages: ((body.messages as { role: string; content: unknown }[]) ?? []).map((m) => ({ role: m.role, content: textOf(m.content) })),
    };
    fake.requests.push(request);
    const refused = unsupportedFeature(body, fake.supports);
    if (refused) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `${refused} is not supported by this server`, type: 'invalid_request_error', code: null } }));
      return;
    }
    const reply = chooser?.(request) ?? queue.shift() ?? fake.defaultReply;
    const id = `chatcmpl-fake-${++counter}`;
    await answer(reply, request, id, res);
  }

  async function answer(reply: FakeReply, request: RecordedRequest, id: string, res: ServerResponse) {
    if (reply.type === 'hang') return void (await wait(60_000, res));
    if (reply.type === 'http-error') {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: reply.message ?? 'The fake provider failed', type: 'server_error', code: null } }));
      return;
    }
    if ('delayMs' in reply && reply.delayMs && !(await wait(reply.delayMs, res))) return;
    const content =
      reply.type === 'json' ? JSON.stringify(reply.value) : reply.type === 'raw' ? reply.content : reply.type === 'text' ? reply.text : (reply.textBefore ?? '');
    const usage = toUsage(('usage' in reply && reply.usage) || { promptTokens: estimateTokens(request), completionTokens: Math.ceil(content.length / 4) });
    const base = { id, created: Math.floor(Date.now() / 1000), model: request.model };

    const forcedTool = forcedToolName(request.body);
    if (!request.stream && forcedTool && reply.type !== 'text') {
      const call = { id: `call_${counter}`, type: 'function', function: { name: forcedTool, arguments: content } };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [call] }, finish_reason: 'tool_calls' }],
          usage,
        }),
      );
      return;
    }

    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage }),
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] });

    chunk({ role: 'assistant', content: '' });
    const size = reply.type === 'text' ? (reply.chunkSize ?? 8) : 8;
    const delay = reply.type === 'text' ? (reply.chunkDelayMs ?? 0) : 0;
    for (let i = 0; i < content.length; i += size) {
      chunk({ content: content.slice(i, i + size) });
      if (delay && !(await wait(delay, res))) return;
    }
    if (reply.type === 'error-mid-stream') {
      send({ error: { message: reply.message ?? 'The fake provider failed mid-stream', type: 'server_error', code: null } });
      res.end();
      return;
    }
    if (reply.type === 'drop-mid-stream') {
      res.socket?.destroy();
      return;
    }
    if (reply.type === 'stall') return void (await wait(60_000, res));
    chunk({}, 'stop');
    send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    send('[DONE]');
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function unsupportedFeature(body: Record<string, unknown>, supports: FakeCapabilities): string | undefined {
  const format = (body.response_format as { type?: string } | undefined)?.type;
  if (format === 'json_schema' && !supports.jsonSchema) return 'response_format json_schema';
  if (format === 'json_object' && !supports.jsonObject) return 'response_format json_object';
  if (body.tools && !supports.tools) return 'tools';
  return undefined;
}

/** The tool a request forces (`tool_choice: {type: 'function', function: {name}}`), if any. */
function forcedToolName(body: Record<string, unknown>): string | undefined {
  const choice = body.tool_choice as { type?: string; function?: { name?: string } } | string | undefined;
  if (typeof choice === 'object' && choice?.type === 'function') return choice.function?.name;
  if (choice === 'required') return ((body.tools as { function?: { name?: string } }[] | undefined) ?? [])[0]?.function?.name;
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Chat messages carry a string or an array of parts; tests compare plain text. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part: { text?: string }) => part.text ?? '').join('');
  return '';
}

function toUsage(usage: FakeUsage) {
  return { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: usage.promptTokens + usage.completionTokens };
}

function estimateTokens(request: RecordedRequest): number {
  return Math.ceil(request.messages.reduce((sum, m) => sum + m.content.length, 0) / 4);
}
