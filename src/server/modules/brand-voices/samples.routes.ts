import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@shared/schemas/auth';
import { idParamsSchema } from '@shared/schemas/common';
import {
  SAMPLE_FILE_BYTES_MAX,
  addSamplesRequestSchema,
  addSamplesResponseSchema,
  checkDraftRequestSchema,
  checkDraftResponseSchema,
  measurePostsRequestSchema,
  measurePostsResponseSchema,
  sampleListQuerySchema,
  sampleListResponseSchema,
  sampleParamsSchema,
  samplePostParamsSchema,
  voiceStyleResponseSchema,
} from '@shared/schemas/voice-samples';
import { AppError } from '../../errors';
import { spendKey } from '../../lib/ids';
import { requireUser } from '../../plugins/authenticate';
import { importFile, importTexts } from './samples-import';
import { SAMPLES_PER_VOICE_MAX } from '@shared/schemas/voice-samples';
import type { RouteServices } from '../../plugins/app-decorations';

const UPLOAD_LIMITS = { fileSize: SAMPLE_FILE_BYTES_MAX, files: 1, fields: 2, parts: 3, fieldSize: 1024 };
const TOO_LARGE = 'The file is larger than 5 MB. Export only your posts (Shares.csv) or split the file.';

/** The one file of a multipart upload (Shares.csv, a CSV or a TXT), as text. */
async function readUpload(request: FastifyRequest): Promise<{ filename: string; text: string }> {
  try {
    const part = await request.file({ limits: UPLOAD_LIMITS });
    if (!part) throw new AppError('BAD_REQUEST', 'No file was sent.', { file: 'Choose a file to upload.' });
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
    if (text.includes('\u0000'))
      throw new AppError('BAD_REQUEST', 'The file is not text. Upload Shares.csv, a CSV or a TXT file.', {
        file: 'Not a text file',
      });
    return { filename: part.filename ?? '', text };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    if (code.startsWith('FST_'))
      throw new AppError('BAD_REQUEST', 'The upload could not be read. Send one file as multipart/form-data.');
    throw error;
  }
}

/** Writing samples, the measured style and "Check a draft" (issue 22). Multipart parsing exists only inside this plugin. */
export const voiceSamplesRoutes: FastifyPluginAsyncZod<RouteServices<'analysis' | 'voiceSamples'>> = async (
  app,
  { services },
) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const samples = () => services.voiceSamples;

  app.get(
    '/brand-voices/:id/samples',
    {
      schema: {
        params: idParamsSchema,
        querystring: sampleListQuerySchema,
        response: { 200: sampleListResponseSchema },
      },
    },
    async (request) => {
      const list = await samples().list(requireUser(request).id, request.params.id, request.query.q || undefined);
      return { ...list, limit: SAMPLES_PER_VOICE_MAX };
    },
  );

  app.post(
    '/brand-voices/:id/samples',
    {
      schema: {
        params: idParamsSchema,
        body: addSamplesRequestSchema.nullish(),
        response: { 201: addSamplesResponseSchema },
      },
      bodyLimit: 2 * 1024 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let result;
      if (request.isMultipart()) {
        const upload = await readUpload(request);
        result = await samples().add(user.id, request.params.id, importFile(upload.filename, upload.text), 'file');
      } else if (request.body) {
        result = await samples().add(user.id, request.params.id, importTexts(request.body.posts), 'paste');
      } else
        throw new AppError('VALIDATION_ERROR', 'Send { posts: [...] } or a file as multipart/form-data.', {
          posts: 'Posts is required',
        });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/brand-voices/:id/samples/from-post/:postId',
    { schema: { params: samplePostParamsSchema, response: { 201: addSamplesResponseSchema } } },
    async (request, reply) => {
      const result = await samples().addFromPost(requireUser(request).id, request.params.id, request.params.postId);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/brand-voices/:id/samples/:sampleId',
    { schema: { params: sampleParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await samples().remove(requireUser(request).id, request.params.id, request.params.sampleId);
      return { success: true as const, message: 'Sample deleted' };
    },
  );

  // The wizard's "Paste a few of your posts": measured and answered, never stored (the voice does not exist yet).
  app.post(
    '/brand-voices/measure-posts',
    { schema: { body: measurePostsRequestSchema, response: { 200: measurePostsResponseSchema } } },
    async (request) => {
      requireUser(request);
      return samples().measurePasted(request.body.text);
    },
  );

  app.get(
    '/brand-voices/:id/style',
    { schema: { params: idParamsSchema, response: { 200: voiceStyleResponseSchema } } },
    async (request) => samples().style(requireUser(request).id, request.params.id),
  );

  app.post(
    '/brand-voices/:id/check',
    {
      schema: {
        params: idParamsSchema,
        body: checkDraftRequestSchema,
        response: { 200: checkDraftResponseSchema },
        idempotent: true,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      const consistencyAnalysis = await services.analysis.checkDraft(user.id, request.params.id, request.body.text, {
        idempotencyKey: spendKey('brand_voice_analysis', user.id, request.headers),
        signal: AbortSignal.timeout(120_000),
      });
      return { consistencyAnalysis };
    },
  );
};
