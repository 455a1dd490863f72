import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema';
import { testEnv } from '../../env';
import { signedInUser } from '../../test/auth-helpers';
import { createPost } from '../../test/factories';
import { PNG_SIGNATURE } from '../../test/image-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Uploads are streamed (issue #27): the server keeps at most the 10 MB limit of an upload, whatever is sent.
// A 200 MB body goes over a real socket, in 64 KiB chunks, while this process's JavaScript memory (heap and
// Buffers) is sampled: it stays far under the body's size (a server that buffered the request would hold all of
// it), the answer is the size refusal, and nothing is stored.

const BODY_MB = 200;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);

let t: TestApp;
let base: URL;
beforeAll(async () => {
  t = await createTestApp();
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close());

const jsMemory = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

function* body(boundary: string) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  yield PNG_SIGNATURE;
  for (let sent = 0; sent < BODY_MB * 1024 * 1024; sent += CHUNK.length) yield CHUNK;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** Sends the body as it is produced (chunked), resolving with the answer; the socket is closed after it. */
function streamUpload(path: string, headers: Record<string, string>) {
  const boundary = `----postwright${randomBytes(8).toString('hex')}`;
  return new Promise<{ status: number; json: { message?: string } }>((resolve, reject) => {
    const req = request(new URL(path, base), {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // The rest of the body is not needed once the server has answered.
        req.destroy();
        resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const source = Readable.from(body(boundary), { objectMode: false });
    source.on('error', () => {});
    source.pipe(req);
  });
}

describe('a streamed upload', () => {
  it(`refuses a ${BODY_MB} MB upload with the 10 MB message, holding far less than the body in memory`, async () => {
    const who = await signedInUser(t);
    const post = await createPost(t.db, who.user.id);
    const baseline = jsMemory();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, jsMemory());
    }, 5);
    try {
      const answer = await streamUpload(`/api/posts/${post.id}/media`, {
        ...who.headers,
        origin: new URL(testEnv().APP_URL).origin,
      });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(/larger than 10 MB/);
    } finally {
      clearInterval(sampler);
    }
    const grewMb = (peak - baseline) / 1024 / 1024;
    // The limit (10 MB) plus the garbage collector's slack for socket buffers; a buffered body would be ≥ 200 MB.
    expect(grewMb).toBeLessThan(BODY_MB / 2);
    expect(await t.db.select().from(images).where(eq(images.userId, who.user.id))).toEqual([]);
    const files = await readdir(join(t.outbox.dir, 'media'), { recursive: true }).catch(() => []);
    expect(files.filter((name) => /\.\w+$/.test(String(name)))).toEqual([]);
  }, 60_000);
});
