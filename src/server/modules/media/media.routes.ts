import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, z } from '@shared/schemas/common';
import {
  MEDIA_UPLOAD_MAX_BYTES,
  brandKitSchema,
  createMediaRequestSchema,
  mediaListResponseSchema,
  mediaResponseSchema,
  profilePictureResponseSchema,
  updateBrandKitSchema,
  updateSlidesRequestSchema,
} from '@shared/schemas/media';
import { AppError } from '../../errors';
import { spendKey } from '../../lib/ids';
import { requireUser } from '../../plugins/authenticate';
import { toMedia } from './media.service';
import type { RouteServices } from '../../plugins/app-decorations';

const UPLOAD_LIMITS = { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 };
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/**
 * The one file of a multipart upload, read as it arrives. busboy stops keeping bytes at the 10 MB limit
 * (the rest of the request is drained, not stored), so memory is bounded by the limit whatever is sent.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', 'Send the picture as multipart/form-data, with the image in a "file" field.');
  const tooLarge = () =>
    new AppError('BAD_REQUEST', 'The file is larger than 10 MB.', { file: 'The file is larger than 10 MB.' });
  try {
    const part = await request.file({ limits: UPLOAD_LIMITS });
    if (!part) throw new AppError('BAD_REQUEST', 'No file was sent.', { file: 'Choose a picture to upload.' });
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw tooLarge();
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code.startsWith('FST_'))
      throw new AppError('BAD_REQUEST', 'The upload could not be read. Send one picture as multipart/form-data.');
    throw error;
  }
}

/** Pictures and carousels (issue #27). Multipart parsing exists only inside this plugin. */
export const mediaRoutes: FastifyPluginAsyncZod<RouteServices<'brandKits' | 'media' | 'postMedia'>> = async (
  app,
  { services },
) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const { postMedia, media, brandKits } = services;

  app.get(
    '/posts/:id/media',
    { schema: { params: idParamsSchema, response: { 200: mediaListResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await postMedia.list(user.id, request.params.id);
      return { media: rows.map(toMedia), proposedPrompt: await postMedia.proposedPrompt(user.id, request.params.id) };
    },
  );

  /** An upload (multipart), a card or an AI picture (JSON) for one of the user's posts. */
  app.post(
    '/posts/:id/media',
    {
      schema: {
        params: idParamsSchema,
        body: createMediaRequestSchema.nullish(),
        response: { 201: mediaResponseSchema },
        idempotent: true,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const postId = request.params.id;
      const body = request.body;
      let row;
      if (request.isMultipart()) row = await postMedia.upload(user.id, postId, await readUpload(request));
      else if (body?.kind === 'card') row = await postMedia.createCard(user, postId, body);
      else if (body?.kind === 'ai')
        row = await postMedia.generateAi(user, postId, body.prompt, {
          idempotencyKey: spendKey('image_generation', user.id, request.headers),
        });
      else
        throw new AppError(
          'BAD_REQUEST',
          'Send { kind: "card", template } or { kind: "ai", prompt }, or the picture as multipart/form-data.',
        );
      return reply.code(201).send({ media: toMedia(row) });
    },
  );

  app.post(
    '/posts/:id/carousel',
    {
      schema: { params: idParamsSchema, response: { 201: mediaResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const row = await postMedia.createCarousel(requireUser(request), request.params.id);
      return reply.code(201).send({ media: toMedia(row) });
    },
  );

  app.patch(
    '/media/:id',
    { schema: { params: idParamsSchema, body: updateSlidesRequestSchema, response: { 200: mediaResponseSchema } } },
    async (request) => ({
      media: toMedia(await postMedia.updateCarousel(requireUser(request).id, request.params.id, request.body)),
    }),
  );

  /** The file, to its owner only; private and revalidated (an edited carousel keeps its URL). */
  app.get('/media/:id', { schema: { params: idParamsSchema, querystring: downloadQuery } }, async (request, reply) => {
    const { row, bytes } = await media.read(requireUser(request).id, request.params.id);
    const etag = `"${createHash('sha256')
      .update(row.storageKey ?? row.id)
      .digest('base64url')
      .slice(0, 27)}"`;
    reply
      .header('cache-control', 'private, no-cache')
      .header('etag', etag)
      .header('vary', 'Cookie')
      // Whatever a file might hold, it never runs as a page of ours.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const extension = row.storageKey?.split('.').pop() ?? 'bin';
    const name = `postwright-${row.kind}-${row.createdAt.toISOString().slice(0, 10)}.${extension}`;
    reply.header(
      'content-disposition',
      `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="${name}"`,
    );
    return reply.type(row.mimeType ?? 'application/octet-stream').send(bytes);
  });

  app.delete('/media/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await media.remove(requireUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get('/brand-kit', { schema: { response: { 200: brandKitSchema } } }, async (request) =>
    brandKits.get(requireUser(request).id),
  );

  app.put(
    '/brand-kit',
    { schema: { body: updateBrandKitSchema, response: { 200: brandKitSchema } } },
    async (request) => brandKits.update(requireUser(request).id, request.body),
  );

  app.put(
    '/brand-kit/logo',
    { schema: { response: { 200: brandKitSchema } }, config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
    async (request) => {
      const user = requireUser(request);
      return brandKits.setLogo(user.id, await readUpload(request));
    },
  );

  app.delete('/brand-kit/logo', { schema: { response: { 200: brandKitSchema } } }, async (request) =>
    brandKits.removeLogo(requireUser(request).id),
  );

  app.put(
    '/profile/picture',
    {
      schema: { response: { 200: profilePictureResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await media.setProfilePicture(user.id, await readUpload(request));
      return { profileImage: row.imageUrl, media: toMedia(row) };
    },
  );
};
