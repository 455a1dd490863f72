import type { IncomingMessage } from 'node:http';
import { deflateSync } from 'node:zlib';

// OpenAI's Images API as the fake OpenAI server speaks it (POST /v1/images/generations): the request the AI
// SDK sends for an image model, answered with `data[].b64_json` like gpt-image-1, or with OpenAI's error body.

export type FakeImageReply =
  { type: 'image'; png?: Buffer } | { type: 'http-error'; status: number; message?: string } | { type: 'not-an-image' };
export type RecordedImageRequest = { model: string; prompt: string; size?: string; n?: number; authorization?: string };

/** A small solid PNG (what a model would answer, much smaller). */
export function solidPng(width = 16, height = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function createFakeImages() {
  const replies: FakeImageReply[] = [];
  const requests: RecordedImageRequest[] = [];
  return {
    requests,
    replyImage: (...next: FakeImageReply[]) => replies.push(...next),
    route(method: string, url: string, body: Record<string, unknown>, headers: IncomingMessage['headers']) {
      if (method !== 'POST' || !url.endsWith('/images/generations')) return undefined;
      requests.push({
        model: String(body.model),
        prompt: String(body.prompt),
        size: body.size as string | undefined,
        n: body.n as number | undefined,
        authorization: headers.authorization,
      });
      const reply = replies.shift() ?? { type: 'image' };
      if (reply.type === 'http-error') {
        return {
          status: reply.status,
          body: {
            error: { message: reply.message ?? 'The image could not be generated', type: 'server_error', code: null },
          },
        };
      }
      const bytes = reply.type === 'image' ? (reply.png ?? solidPng()) : Buffer.from('<html>not an image</html>');
      return {
        status: 200,
        body: {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: bytes.toString('base64') }],
          usage: { input_tokens: 12, output_tokens: 272, total_tokens: 284 },
        },
      };
    },
  };
}
