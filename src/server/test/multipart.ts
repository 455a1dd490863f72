import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's FormData sends it (for `app.inject`). */
export function multipartFile(
  bytes: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  const boundary = `----postwright${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'picture.png'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
