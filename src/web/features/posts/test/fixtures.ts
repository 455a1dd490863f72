import type { Post } from '@shared/schemas/posts';
import { fakeUser } from '@/test/render';

/** A saved post as the API sends it (createdAt as an ISO string). */
export function wirePost(overrides: Partial<Record<keyof Post, unknown>> = {}) {
  return {
    id: crypto.randomUUID(),
    originalIdea: 'Why written rituals help remote teams',
    enhancedPrompt: null,
    generatedContent: 'Remote teams run on writing.\n\nHere is why.',
    mood: 'professional',
    platform: 'linkedin',
    postLength: 'medium',
    includeHashtags: true,
    includeEmojis: false,
    includeLink: false,
    linkUrl: null,
    usedBrandVoice: false,
    brandVoiceId: null,
    consistencyAnalysis: null,
    analyzedAt: null,
    editedAt: null,
    analyzedBeforeEdit: false,
    generationId: null,
    linkedinPostUrn: null,
    linkedinPublishedAt: null,
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    ...overrides,
  };
}

export const signedInUser = fakeUser({ professionalTitle: 'Founder' });

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch stand-in that sees the whole URL (query strings matter here); unknown routes answer 404. */
export function routeFetch(routes: Record<string, Handler>) {
  const calls: { key: string; url: URL; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, init });
    const handler = routes[key];
    return handler ? handler(url, init) : json({ message: 'Route not found', code: 'NOT_FOUND' }, 404);
  };
  return { fetch, calls };
}

/** A server-sent event stream the test writes into, one event at a time. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}
