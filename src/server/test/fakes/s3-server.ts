import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A small S3-compatible server of our own speaking the calls the AWS SDK v3 makes for media storage
// (PutObject, GetObject, HeadObject, DeleteObject) with path-style addressing, S3's XML error bodies and a
// check that every request is signed (AWS Signature V4) with the expected access key. s3rver would do
// the same, but is unmaintained; these four calls are all we use.

export type FakeS3Object = { body: Buffer; contentType: string };

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The payload of an `aws-chunked` body (`<hex size>;chunk-signature=…\r\n<bytes>\r\n` … `0;…`). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startFakeS3(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, FakeS3Object>();
  const requests: { method: string; path: string; signed: boolean }[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const auth = req.headers.authorization ?? '';
      const signed =
        auth.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`) && auth.includes('Signature=');
      requests.push({ method: req.method ?? '', path: url.pathname, signed });
      const body = await readBytes(req);
      if (!signed)
        return xmlError(
          res,
          403,
          'InvalidAccessKeyId',
          'The AWS Access Key Id you provided does not exist in our records.',
        );
      if (bucket !== options.bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'A key is required');
      const stored = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
          const bytes = chunked ? decodeAwsChunked(body) : body;
          objects.set(key, {
            body: bytes,
            contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          });
          res.writeHead(200, { etag: `"${bytes.length.toString(16)}"` }).end();
          return;
        }
        case 'GET':
          if (!stored) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res
            .writeHead(200, { 'content-type': stored.contentType, 'content-length': String(stored.body.length) })
            .end(stored.body);
          return;
        case 'HEAD':
          res
            .writeHead(
              stored ? 200 : 404,
              stored ? { 'content-type': stored.contentType, 'content-length': String(stored.body.length) } : {},
            )
            .end();
          return;
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
