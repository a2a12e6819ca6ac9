import path from 'node:path';
import type { Config } from '../config/config';
import { localDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';

/**
 * S3 when a bucket is configured, else local disk under DATA_DIR/images. The AWS SDK loads only for
 * a bucket (at the start still, so that its errors stay the start's): it cost every other start.
 */
export async function createStorage(config: Config, typeOf: (key: string) => string | undefined): Promise<ObjectStorage> {
  if (config.S3_BUCKET) {
    const { s3Storage } = await import('./s3-storage');
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      prefix: 'images/',
    });
  }
  return localDiskStorage(path.join(config.dataDir, 'images'), typeOf);
}
