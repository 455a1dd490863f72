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

// A real HTTP server speaking the Gemini API as @ai-sdk/google calls it:
// POST /v1beta/models/{model}:generateContent, and
// :streamGenerateContent?alt=sse for a stream; the key in `x-goog-api-key`,
// the system prompt as `systemInstruction`, answers as candidates whose
// content has parts (text, or a functionCall for a forced tool), the usage
// as `usageMetadata`, errors as `{error: {code, message, status}}`.

export type FakeGeminiServer = FakeLlmServer;

/** The API's status name for an HTTP status. */
const STATUSES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const ROUTE = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent\?alt=sse)$/;

type GenerationConfig = { responseMimeType?: string; responseSchema?: unknown };

const geminiApi: FakeProtocol = {
  basePath: '/v1beta',
  read(_method, url, body) {
    const route = ROUTE.exec(url);
    if (!route) return undefined;
    const instruction = body.systemInstruction as { parts?: unknown } | undefined;
    const system = instruction ? [{ role: 'system', content: textOf(instruction.parts) }] : [];
    const contents = ((body.contents as { role: string; parts: unknown }[] | undefined) ?? []).map((c) => ({
      role: c.role,
      content: textOf(c.parts),
    }));
    return {
      model: decodeURIComponent(route[1]!),
      stream: route[2] !== 'generateContent',
      messages: [...system, ...contents],
    };
  },
  rejectHeaders(headers: IncomingMessage['headers']) {
    if (!headers['x-goog-api-key'])
      return { status: 403, message: "Method doesn't allow unregistered callers. Please use an API key." };
    return undefined;
  },
  refused(body, supports) {
    const config = (body.generationConfig as GenerationConfig | undefined) ?? {};
    if (config.responseSchema && !supports.jsonSchema) return 'generationConfig.responseSchema';
    if (config.responseMimeType === 'application/json' && !config.responseSchema && !supports.jsonObject)
      return 'generationConfig.responseMimeType';
    if (body.tools && !supports.tools) return 'tools';
    return undefined;
  },
  forcedTool(body) {
    const calling = (
      body.toolConfig as { functionCallingConfig?: { mode?: string; allowedFunctionNames?: string[] } } | undefined
    )?.functionCallingConfig;
    if (calling?.mode !== 'ANY') return undefined;
    const declared = (body.tools as { functionDeclarations?: { name: string }[] }[] | undefined)?.[0]
      ?.functionDeclarations?.[0]?.name;
    return calling.allowedFunctionNames?.[0] ?? declared;
  },
  errorBody: (status, message) => ({ error: { code: status, message, status: STATUSES[status] ?? 'UNKNOWN' } }),
  complete: (answer) => ({ ...candidate(answer, parts(answer), 'STOP'), usageMetadata: usageMetadata(answer) }),
  // Gemini has no opening event: the first chunk already carries text.
  streamStart: () => [],
  streamDelta: (answer, piece) => [sse(candidate(answer, [{ text: piece }]))],
  streamError: (_answer, message) => [sse({ error: { code: 500, message, status: 'INTERNAL' } })],
  streamEnd: (answer) => [sse({ ...candidate(answer, [{ text: '' }], 'STOP'), usageMetadata: usageMetadata(answer) })],
};

export function startFakeGeminiServer(): Promise<FakeGeminiServer> {
  return startFakeLlmServer(geminiApi);
}

function candidate(answer: FakeAnswer, content: unknown[], finishReason?: string) {
  return {
    candidates: [{ content: { role: 'model', parts: content }, index: 0, ...(finishReason && { finishReason }) }],
    modelVersion: answer.request.model,
    responseId: answer.id,
  };
}

/** A forced tool's call with the reply's JSON as arguments; prose (not JSON) as text, as a model that ignored the tool. */
function parts(answer: FakeAnswer): unknown[] {
  const args = answer.tool ? parsedOrUndefined(answer.content) : undefined;
  return args === undefined ? [{ text: answer.content }] : [{ functionCall: { name: answer.tool, args } }];
}

function usageMetadata(answer: FakeAnswer) {
  const { promptTokens, completionTokens } = answer.usage;
  return {
    promptTokenCount: promptTokens,
    candidatesTokenCount: completionTokens,
    totalTokenCount: promptTokens + completionTokens,
  };
}
