import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './local';

export type { BlobStore, ByteRange, StoredBlob } from './blob-store';

/**
 * The configured store: `DATA_DIR/files` on the local disk, or an S3-compatible bucket. The AWS SDK is
 * loaded only for `s3`, so a local installation neither pays for it at start nor prints its warnings.
 */
export async function createBlobStore(config: Pick<Config, 'dataDir' | 'storage'>): Promise<BlobStore> {
  if (config.storage.STORAGE_DRIVER === 's3') {
    const { createS3BlobStore } = await import('./s3');
    return createS3BlobStore(config.storage);
  }
  return createLocalBlobStore(path.join(config.dataDir, 'files'));
}
