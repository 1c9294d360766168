import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './local';
import { createS3BlobStore } from './s3';

export type { BlobStore, ByteRange, StoredBlob } from './blob-store';

/** The configured store: `DATA_DIR/files` on the local disk, or an S3-compatible bucket. */
export function createBlobStore(config: Pick<Config, 'dataDir' | 'storage'>): BlobStore {
  return config.storage.STORAGE_DRIVER === 's3'
    ? createS3BlobStore(config.storage)
    : createLocalBlobStore(path.join(config.dataDir, 'files'));
}
