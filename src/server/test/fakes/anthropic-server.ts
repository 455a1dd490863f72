import type { IncomingMessage } from 'node:http';
import {
  parsedOrUndefined,
  sse,
  startFakeLlmServer,
  textOf,
  type FakeAnswer,
  type FakeLlmServer,
  type FakeProtocol,
} from './llm-server';

// A real HTTP server speaking the Anthropic Messages API (POST /v1/messages),
// as @ai-sdk/anthropic calls it: the key in `x-api-key`, `anthropic-version`,
// the system prompt apart from the messages, answers as content blocks (text,
// or tool_use for a forced tool), streams as named SSE events (message_start,
// content_block_start / _delta / _stop, message_delta with the usage,
// message_stop), errors as `{type: 'error', error: {type, message}}`.

export type FakeAnthropicServer = FakeLlmServer;

/** Anthropic's error type for an HTTP status. */
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

const messagesApi: FakeProtocol = {
  basePath: '/v1',
  read(_method, url, body) {
    if (url !== '/v1/messages') return undefined;
    const system =
      Array.isArray(body.system) || typeof body.system === 'string'
        ? [{ role: 'system', content: textOf(body.system) }]
        : [];
    const messages = ((body.messages as { role: string; content: unknown }[] | undefined) ?? []).map((m) => ({
      role: m.role,
      content: textOf(m.content),
    }));
    return { model: String(body.model), stream: body.stream === true, messages: [...system, ...messages] };
  },
  rejectHeaders(headers: IncomingMessage['headers']) {
    if (!headers['x-api-key']) return { status: 401, message: 'x-api-key header is required' };
    if (!headers['anthropic-version']) return { status: 400, message: 'anthropic-version: header is required' };
    return undefined;
  },
  refused(body, supports) {
    // Anthropic has no JSON mode: `supports.jsonObject` has nothing to refuse.
    const format = (body.output_config as { format?: { type?: string } } | undefined)?.format?.type;
    if (format === 'json_schema' && !supports.jsonSchema) return 'output_config.format';
    if (body.tools && !supports.tools) return 'tools';
    return undefined;
  },
  forcedTool(body) {
    const choice = body.tool_choice as { type?: string; name?: string } | undefined;
    if (choice?.type === 'tool') return choice.name;
    // `any` is what the SDK's JSON tool (structured output on older models) asks for.
    if (choice?.type === 'any') return ((body.tools as { name?: string }[] | undefined) ?? [])[0]?.name;
    return undefined;
  },
  errorBody: (status, message) => ({ type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } }),
  complete: (answer) => ({
    ...message(answer),
    content: [
      toolInput(answer) === undefined
        ? { type: 'text', text: answer.content }
        : { type: 'tool_use', id: `toolu_${answer.id}`, name: answer.tool, input: toolInput(answer) },
    ],
    stop_reason: toolInput(answer) === undefined ? 'end_turn' : 'tool_use',
    usage: { input_tokens: answer.usage.promptTokens, output_tokens: answer.usage.completionTokens },
  }),
  streamStart: (answer) => [
    sse(
      {
        type: 'message_start',
        message: {
          ...message(answer),
          content: [],
          stop_reason: null,
          usage: { input_tokens: answer.usage.promptTokens, output_tokens: 1 },
        },
      },
      'message_start',
    ),
    sse({ type: 'ping' }, 'ping'),
    sse(
      {
        type: 'content_block_start',
        index: 0,
        content_block: answer.tool
          ? { type: 'tool_use', id: `toolu_${answer.id}`, name: answer.tool, input: {} }
          : { type: 'text', text: '' },
      },
      'content_block_start',
    ),
  ],
  streamDelta: (answer, piece) => [
    sse(
      {
        type: 'content_block_delta',
        index: 0,
        delta: answer.tool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece },
      },
      'content_block_delta',
    ),
  ],
  streamError: (_answer, message) => [sse({ type: 'error', error: { type: 'overloaded_error', message } }, 'error')],
  streamEnd: (answer) => [
    sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
    sse(
      {
        type: 'message_delta',
        delta: { stop_reason: answer.tool ? 'tool_use' : 'end_turn', stop_sequence: null },
        usage: { output_tokens: answer.usage.completionTokens },
      },
      'message_delta',
    ),
    sse({ type: 'message_stop' }, 'message_stop'),
  ],
};

export function startFakeAnthropicServer(): Promise<FakeAnthropicServer> {
  return startFakeLlmServer(messagesApi);
}

const message = (answer: FakeAnswer) => ({
  id: `msg_${answer.id}`,
  type: 'message',
  role: 'assistant',
  model: answer.request.model,
  stop_sequence: null,
});

/** A forced tool's input: the reply's JSON; prose (not JSON) is answered as a text block instead, as a model that ignored the tool. */
const toolInput = (answer: FakeAnswer) => (answer.tool ? parsedOrUndefined(answer.content) : undefined);
