import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, z } from '@shared/schemas/common';
import {
  analyzeConsistencyResponseSchema,
  enhancePromptRequestSchema,
  enhancePromptResponseSchema,
  generatePostsRequestSchema,
  generatePostsResponseSchema,
  postListResponseSchema,
  postSearchQuerySchema,
  postSearchResponseSchema,
  postSchema,
  updatePostRequestSchema,
  updatePostResponseSchema,
} from '@shared/schemas/posts';
import { improveMenuResponseSchema, improveRequestSchema, improveResponseSchema } from '@shared/schemas/improve';
import { isAppError } from '../../errors';
import { spendKey } from '../../lib/ids';
import { requireUser } from '../../plugins/authenticate';
import type { GenerationStreamEvent } from './generation.service';
import type { RouteServices } from '../../plugins/app-decorations';

const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** The request's lifetime as a signal: a client that goes away stops the writer (and gets its credits back). */
function requestSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const postsRoutes: FastifyPluginAsyncZod<
  RouteServices<'analysis' | 'generation' | 'improve' | 'posts'>
> = async (app, { services }) => {
  app.get(
    '/posts',
    { schema: { querystring: recentQuery, response: { 200: postListResponseSchema } } },
    async (request) => ({
      posts: await services.posts.recent(requireUser(request).id, request.query.limit),
    }),
  );

  app.get(
    '/posts/search',
    { schema: { querystring: postSearchQuerySchema, response: { 200: postSearchResponseSchema } } },
    async (request) => services.posts.search(requireUser(request).id, request.query),
  );

  app.post(
    '/posts/enhance-prompt',
    { schema: { body: enhancePromptRequestSchema, response: { 200: enhancePromptResponseSchema }, idempotent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const enhancedPrompt = await services.generation.enhance(user.id, request.body, {
        idempotencyKey: spendKey('prompt_enhancement', user.id, request.headers),
        signal: requestSignal(reply.raw),
      });
      return { enhancedPrompt };
    },
  );

  /** The spec's JSON call: waits for every version, answers `{ posts, platform }`. */
  app.post(
    '/posts/generate',
    { schema: { body: generatePostsRequestSchema, response: { 200: generatePostsResponseSchema }, idempotent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const run = await services.generation.start(user.id, request.body, {
        idempotencyKey: spendKey('post_generation', user.id, request.headers),
        signal: requestSignal(reply.raw),
      });
      let saved: Extract<GenerationStreamEvent, { type: 'saved' }> | undefined;
      for await (const event of run.events) if (event.type === 'saved') saved = event;
      return { posts: saved!.posts.map((p) => p.generatedContent), platform: request.body.platform };
    },
  );

  /**
   * The screen's call: server-sent events over the POST response. Errors found
   * before the first byte (validation, 402, unknown voice) are ordinary JSON
   * errors; a failure mid-stream arrives as an `error` event.
   */
  app.post(
    '/posts/generate/stream',
    { schema: { body: generatePostsRequestSchema, idempotent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const run = await services.generation.start(user.id, request.body, {
        idempotencyKey: spendKey('post_generation', user.id, request.headers),
        signal: requestSignal(reply.raw),
        paced: true,
      });
      const log = request.log;
      async function* frames() {
        try {
          for await (const event of run.events) {
            if (event.type === 'saved')
              yield sse('saved', {
                posts: event.posts.map((p) => postSchema.encode(p)),
                platform: request.body.platform,
              });
            else yield sse(event.type, event);
          }
        } catch (error) {
          if (!isAppError(error)) log.error({ err: error }, 'generation failed');
          const message = isAppError(error) ? error.message : 'Failed to generate posts';
          yield sse('error', {
            message,
            code: isAppError(error) ? error.code : 'INTERNAL',
            status: isAppError(error) ? error.statusCode : 500,
          });
        }
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(frames()));
    },
  );

  /** The user's edit of a post's text (issue #12). */
  app.patch(
    '/posts/:id',
    { schema: { params: idParamsSchema, body: updatePostRequestSchema, response: { 200: updatePostResponseSchema } } },
    async (request) => ({
      post: await services.posts.updateContent(requireUser(request).id, request.params.id, request.body),
    }),
  );

  /** The Improve menu's items with their cost for the writer in use (decision 122). */
  app.get('/posts/improve-menu', { schema: { response: { 200: improveMenuResponseSchema } } }, async (request) => {
    requireUser(request);
    return { items: await services.improve.menu() };
  });

  /** One tool of the Improve menu on the user's post: saved as an edit, or first lines to pick from. */
  app.post(
    '/posts/:id/improve',
    {
      schema: {
        params: idParamsSchema,
        body: improveRequestSchema,
        response: { 200: improveResponseSchema },
        idempotent: true,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return services.improve.improve(user.id, request.params.id, request.body, {
        idempotencyKey: spendKey('improve', user.id, request.headers),
        signal: requestSignal(reply.raw),
      });
    },
  );

  app.post(
    '/posts/:id/analyze-consistency',
    { schema: { params: idParamsSchema, response: { 200: analyzeConsistencyResponseSchema }, idempotent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const consistencyAnalysis = await services.analysis.analyze(user.id, request.params.id, {
        idempotencyKey: spendKey('brand_voice_analysis', user.id, request.headers),
        signal: requestSignal(reply.raw),
      });
      return { consistencyAnalysis };
    },
  );
};
