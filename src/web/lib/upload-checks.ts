import { MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_TYPES } from '@shared/schemas/media';

/**
 * What the page can say before sending anything: a file the server would refuse for its size or kind. The
 * server still checks the bytes themselves (a renamed file, a bomb, a polyglot) and its 400 is shown as sent.
 */
export function uploadProblem(file: { size: number; type: string }): string | null {
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return 'The file is larger than 10 MB.';
  if (file.size === 0) return 'The file is empty.';
  if (file.type && !(MEDIA_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP or GIF picture.';
  return null;
}

export const UPLOAD_ACCEPT = MEDIA_UPLOAD_TYPES.join(',');
export const UPLOAD_HINT = 'JPEG, PNG, WebP or GIF, up to 10 MB.';
