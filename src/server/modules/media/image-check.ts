import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_TYPES } from '@shared/schemas/media';
import { AppError } from '../../errors';

// Every uploaded picture is checked and rebuilt before anything is stored (issue #27): the type comes from
// the bytes (never the name or the Content-Type), the header is read before any pixel is decoded, markup
// hidden in or after the image is refused, and what we keep is a fresh encode by sharp (libvips), which
// carries no EXIF, GPS or comment of the original.

/** Decompression bombs: a small file that decodes to more pixels than this is refused (all frames together). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_FRAMES = 50;
/** Longest side of a profile picture as stored (it is shown at 40-96 px). */
export const PROFILE_PICTURE_SIZE = 256;

export type CheckedImage = { bytes: Buffer; mimeType: string; extension: string; width: number; height: number };

type UploadType = (typeof MEDIA_UPLOAD_TYPES)[number];
const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
// Markup a browser or interpreter would run if the file were ever served as something else.
const MARKUP = [/<script/i, /<html/i, /<svg/i, /<\?php/i, /<iframe/i, /<body/i, /<!doctype/i];

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message, { file: message });
};

/** Bytes after the image's own end marker: a second file riding along (a polyglot). */
function trailingBytes(bytes: Buffer, type: UploadType): number {
  if (type === 'image/png') {
    const end = bytes.lastIndexOf('IEND');
    return end < 0 ? bytes.length : bytes.length - (end + 8);
  }
  if (type === 'image/jpeg') {
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0) end--;
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9 ? bytes.length - end : bytes.length;
  }
  if (type === 'image/webp') return bytes.length - (bytes.readUInt32LE(4) + 8);
  return 0; // GIF: sharp stops at the trailer, and the markup scan covers what could follow it.
}

/**
 * Checks an uploaded file and answers a clean re-encode, or throws a 400 that says what is wrong.
 * `profile` shrinks it to a square profile picture.
 */
export async function checkUploadedImage(bytes: Buffer, options: { profile?: boolean } = {}): Promise<CheckedImage> {
  if (bytes.length === 0) refuse('The file is empty.');
  if (bytes.length > MEDIA_UPLOAD_MAX_BYTES) refuse('The file is larger than 10 MB.');
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected?.mime as UploadType | undefined;
  if (!type || !MEDIA_UPLOAD_TYPES.includes(type)) refuse('This file is not a JPEG, PNG, WebP or GIF image.');
  const mime = type as UploadType;
  const text = bytes.toString('latin1');
  if (MARKUP.some((pattern) => pattern.test(text)) || trailingBytes(bytes, mime) > 0) {
    refuse('This file holds something besides the image (a script or another file), so it was refused.');
  }

  const animated = mime === 'image/gif' || mime === 'image/webp';
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    return refuse('This image could not be read; it may be damaged.');
  }
  const { width = 0, height = 0, pages = 1 } = metadata;
  if (width === 0 || height === 0) refuse('This image could not be read; it may be damaged.');
  // With `animated`, height is every frame stacked, so width × height counts all the pixels to decode.
  if (width * height > MAX_INPUT_PIXELS) refuse('This image is too large to process (over 40 megapixels).');
  if (pages > MAX_FRAMES) refuse(`This animation has ${pages} frames; at most ${MAX_FRAMES} are accepted.`);

  try {
    // limitInputPixels again: the decoder itself stops at the limit, whatever the header claimed.
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    if (mime === 'image/jpeg') pipeline = pipeline.rotate();
    if (options.profile) {
      const { data, info } = await pipeline
        .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, mimeType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
    }
    pipeline =
      mime === 'image/jpeg'
        ? pipeline.jpeg({ quality: 88, mozjpeg: true })
        : mime === 'image/png'
          ? pipeline.png({ compressionLevel: 9 })
          : mime === 'image/webp'
            ? pipeline.webp({ quality: 88 })
            : pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const frameHeight = info.pageHeight ?? info.height;
    return { bytes: data, mimeType: mime, extension: EXTENSIONS[mime], width: info.width, height: frameHeight };
  } catch {
    return refuse('This image could not be read; it may be damaged.');
  }
}
