import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Pictures made in the tests (issue #27): good ones, and every kind of bad upload the checks must refuse.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real decompression bomb: a valid 1-bit PNG of width × height pixels whose all-zero rows deflate to
 * almost nothing (20000 × 20000 is ~50 KB on disk, 400 megapixels decoded).
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngOf = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (camera, copyright) and GPS (where it was taken): the stored copy must have none of it. */
export const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();

/** Whether EXIF data (as sharp's metadata gives it) holds a GPS block (the GPSInfo pointer, tag 0x8825). */
export const exifHasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/**
 * An animated WebP of two 4500×4500 frames (40.5 megapixels in all, each frame under 40) in 144 bytes: a bomb only
 * when its frames are counted together. Made once with sharp (two solid frames joined, lossless, effort 0), since
 * encoding it in every run takes seconds.
 */
export const animatedWebpOver40Mp = () =>
  Buffer.from(
    'UklGRogAAABXRUJQVlA4WAoAAAACAAAAkxEAkxEAQU5JTQYAAAD/////AQBBTk1GKgAAAAAAAAAAAJMRAJMRAGQAAAJWUDhMEQAAAC+T0WQEB1CRRnSm/4GI6H8AAEFOTUYqAAAAAAAAAAAAkxEAkxEAZAAAAFZQOEwRAAAAL5PRZAQH0KoS1az/gYjofwAA',
    'base64',
  );

/** An animated GIF of `frames` frames. */
export async function animatedGif(frames: number, size = 8): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width: size, height: size, channels: 3, background: { r: (i * 37) % 256, g: 80, b: 120 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A PNG signature and header followed by a script: no image, but it starts like one. */
export const pngHeaderThenScript = () =>
  Buffer.concat([PNG_SIGNATURE, Buffer.from('<script>alert(document.cookie)</script>')]);

export const svgImage = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>');

/** A valid PNG with an HTML page after its end: a polyglot that opens as either. */
export const pngPolyglot = async () =>
  Buffer.concat([await pngOf(4, 4), Buffer.from('<html><script>alert(1)</script></html>')]);
