import { createFakeImages } from './openai-images';
import {
  sse,
  startFakeLlmServer,
  textOf,
  type FakeAnswer,
  type FakeCapabilities,
  type FakeLlmServer,
  type FakeProtocol,
  type FakeUsage,
} from './llm-server';

// A real HTTP server speaking the OpenAI Chat Completions protocol, so the
// LLM writer's real SDK code (request building, SSE parsing, usage, errors)
// runs in tests. Each test scripts the replies; every request is recorded
// (the shared server is llm-server.ts).

export type { FakeCapabilities, FakeReply, FakeUsage, RecordedMessage, RecordedRequest } from './llm-server';
export type FakeOpenAiServer = FakeLlmServer;
type FakeImages = ReturnType<typeof createFakeImages>;

const chatCompletions: FakeProtocol = {
  basePath: '/v1',
  read(_method, url, body) {
    if (!url.endsWith('/chat/completions')) return undefined;
    const messages = (body.messages as { role: string; content: unknown }[] | undefined) ?? [];
    return {
      model: String(body.model),
      stream: body.stream === true,
      messages: messages.map((m) => ({ role: m.role, content: textOf(m.content) })),
    };
  },
  refused: unsupportedFeature,
  forcedTool: forcedToolName,
  errorBody: (status, message) => ({
    error: { message, type: status < 500 ? 'invalid_request_error' : 'server_error', code: null },
  }),
  complete(answer) {
    const message = answer.tool
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: `call_${answer.id}`, type: 'function', function: { name: answer.tool, arguments: answer.content } },
          ],
        }
      : { role: 'assistant', content: answer.content };
    return {
      ...base(answer),
      object: 'chat.completion',
      choices: [{ index: 0, message, finish_reason: answer.tool ? 'tool_calls' : 'stop' }],
      usage: toUsage(answer.usage),
    };
  },
  streamStart: (answer) => [chunk(answer, { role: 'assistant', content: '' })],
  streamDelta: (answer, piece) => [chunk(answer, { content: piece })],
  streamError: (_answer, message) => [sse({ error: { message, type: 'server_error', code: null } })],
  streamEnd: (answer) => [
    chunk(answer, {}, 'stop'),
    sse({ ...base(answer), object: 'chat.completion.chunk', choices: [], usage: toUsage(answer.usage) }),
    sse('[DONE]'),
  ],
};

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer & { images: FakeImages }> {
  // The Images API (issue #27) beside chat completions, on the same server and key, as OpenAI serves them.
  const images = createFakeImages();
  const server = await startFakeLlmServer({ ...chatCompletions, otherRoute: images.route });
  return Object.assign(server, { images });
}

const base = (answer: FakeAnswer) => ({
  id: `chatcmpl-${answer.id}`,
  created: Math.floor(Date.now() / 1000),
  model: answer.request.model,
});

function chunk(answer: FakeAnswer, delta: Record<string, unknown>, finish: string | null = null): string {
  return sse({
    ...base(answer),
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
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
  if (choice === 'required')
    return ((body.tools as { function?: { name?: string } }[] | undefined) ?? [])[0]?.function?.name;
  return undefined;
}

function toUsage(usage: FakeUsage) {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
  };
}
