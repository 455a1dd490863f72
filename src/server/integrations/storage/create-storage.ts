import { join } from 'node:path';
import type { Env } from '../../env';
import { createDiskStorage } from './disk';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3';

/** The storage the environment names: S3 when S3_BUCKET (with its endpoint and keys) is set, else the disk. */
export function createMediaStorage(
  env: Pick<Env, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): MediaStorage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskStorage(join(env.DATA_DIR, 'media'));
}
