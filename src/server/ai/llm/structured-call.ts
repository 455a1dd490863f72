import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoSuchToolError,
  Output,
  tool,
  ToolChoiceViolationError,
} from 'ai';
import { z } from 'zod';
import type { WriterContext } from '../writer';
import { WriterError } from '../writer-error';
import { startCall, toWriterError } from './call-control';
import { endCall, type CallDeps, type Prompt } from './model-calls';

/**
 * The three ways to ask a model for JSON, from the most to the least
 * guaranteed (decision 066): a `json_schema` response format (OpenAI,
 * recent vLLM, Ollama, LM Studio), JSON mode (`json_object`, the schema
 * given in the prompt), and a forced tool call whose arguments are the
 * answer (servers that do neither). Every answer is validated by the same
 * zod schema, whatever the way.
 */
export const STRUCTURED_MODES = ['json_schema', 'json_object', 'tool'] as const;
export type StructuredMode = (typeof STRUCTURED_MODES)[number];

/**
 * Per writer: the first way worth trying, lowered when a server refuses one;
 * and whether the server has a JSON mode to ask for. Anthropic has none: its
 * JSON-mode way is the schema in the prompt alone, read from the answer's text.
 */
export type StructuredState = { start: number; jsonMode: boolean };

const MAX_ATTEMPTS = 3;
const TOOL_NAME = 'give_answer';

/** Statuses a server answers a request shape it does not support with. */
const UNSUPPORTED_STATUSES = new Set([400, 404, 415, 422, 501]);

const MALFORMED_AFTER_RETRIES =
  'The writer returned an answer in an unexpected format, three times in a row. Please try again; if it keeps happening, the configured model may not support JSON answers.';

/**
 * One structured answer. A malformed answer is asked for again one way
 * further down (a server that ignored the response format gets JSON mode,
 * then a tool call); a server that refuses a way (HTTP 400/404/415/422/501)
 * gets the next one at once, and the writer remembers not to offer it again.
 * At most three answers (and two refusals); every request is metered.
 */
export async function callForObject<T>(
  deps: CallDeps & { structured: StructuredState },
  prompt: Prompt,
  schema: z.ZodType<T>,
  ctx: WriterContext,
): Promise<T> {
  let rung = Math.min(deps.structured.start, STRUCTURED_MODES.length - 1);
  // Answers that came back malformed; a refused request is not one (nothing was answered).
  let malformed = 0;
  for (;;) {
    const mode = STRUCTURED_MODES[rung]!;
    const call = startCall(deps.timeoutMs, [ctx.signal]);
    let usage: { inputTokens?: number; outputTokens?: number } | undefined;
    let status: 'ok' | 'error' = 'error';
    try {
      const answer = await askOnce(deps, prompt, schema, mode, call.signal);
      usage = answer.usage;
      status = 'ok';
      return answer.value;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) usage = error.usage;
      if (error instanceof MalformedAnswer) usage = error.usage;
      const last = rung === STRUCTURED_MODES.length - 1;
      if (isUnsupported(error) && !call.signal.aborted) {
        if (last) throw toWriterError(error, call, ctx.signal);
        rung += 1;
        deps.structured.start = Math.max(deps.structured.start, rung);
        continue;
      }
      const failure =
        error instanceof MalformedAnswer
          ? new WriterError('malformed', { cause: error.cause })
          : toWriterError(error, call, ctx.signal);
      if (failure.reason !== 'malformed') throw failure;
      malformed += 1;
      if (malformed >= MAX_ATTEMPTS)
        throw new WriterError('malformed', { cause: failure.cause, message: MALFORMED_AFTER_RETRIES });
      rung = Math.min(rung + 1, STRUCTURED_MODES.length - 1);
    } finally {
      await endCall(deps, ctx, call, { feature: prompt.feature, usage, status });
    }
  }
}

class MalformedAnswer extends Error {
  constructor(
    readonly usage: { inputTokens?: number; outputTokens?: number } | undefined,
    options: { cause?: unknown },
  ) {
    super('The answer did not match the schema', options);
  }
}

function isUnsupported(error: unknown): boolean {
  return APICallError.isInstance(error) && error.statusCode !== undefined && UNSUPPORTED_STATUSES.has(error.statusCode);
}

async function askOnce<T>(
  deps: CallDeps & { structured: StructuredState },
  prompt: Prompt,
  schema: z.ZodType<T>,
  mode: StructuredMode,
  abortSignal: AbortSignal,
) {
  const common = {
    model: deps.model,
    messages: [{ role: 'user' as const, content: prompt.user }],
    maxOutputTokens: deps.maxOutputTokens,
    maxRetries: deps.maxRetries,
    abortSignal,
  };
  if (mode === 'json_schema') {
    const result = await generateText({ ...common, system: prompt.system, output: Output.object({ schema }) });
    return { value: result.output, usage: result.usage };
  }
  const shape = JSON.stringify(z.toJSONSchema(schema));
  if (mode === 'json_object') {
    const system = `${prompt.system}\n\nAnswer with one JSON object and nothing else (no prose, no code fences), matching this JSON Schema:\n${shape}`;
    if (!deps.structured.jsonMode) {
      // A provider without a JSON mode (Anthropic): the schema in the prompt is the whole request.
      const result = await generateText({ ...common, system });
      return validated(schema, looseJson(result.text), result.usage);
    }
    const result = await generateText({ ...common, system, output: Output.json() }).catch((error: unknown) => {
      // A valid object inside code fences or a sentence is still the answer.
      if (NoObjectGeneratedError.isInstance(error) && error.text)
        return { output: looseJson(error.text), usage: error.usage };
      throw error;
    });
    return validated(schema, result.output, result.usage);
  }
  const system = `${prompt.system}\n\nGive your answer by calling the ${TOOL_NAME} tool once; its arguments are the answer.`;
  const result = await generateText({
    ...common,
    system,
    tools: { [TOOL_NAME]: tool({ description: 'Gives the answer.', inputSchema: schema }) },
    toolChoice: { type: 'tool', toolName: TOOL_NAME },
  }).catch((error: unknown) => {
    // The model wrote prose instead of calling the tool, or called another one.
    if (ToolChoiceViolationError.isInstance(error) || NoSuchToolError.isInstance(error))
      throw new MalformedAnswer(undefined, { cause: error });
    throw error;
  });
  return validated(schema, result.toolCalls.find((c) => c.toolName === TOOL_NAME)?.input, result.usage);
}

function validated<T>(
  schema: z.ZodType<T>,
  value: unknown,
  usage: { inputTokens?: number; outputTokens?: number } | undefined,
) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new MalformedAnswer(usage, { cause: parsed.error });
  return { value: parsed.data, usage };
}

/** The JSON object in a text that wraps it in fences or a sentence; undefined when there is none. */
export function looseJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}
