import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config';
import {
  BlobNotFoundError,
  createMeter,
  StorageUnavailableError,
  type BlobStore,
  type ByteRange,
  type ListedBlob,
} from './blob-store';

/** 5 MiB parts (S3's minimum), two in flight: an upload of any size holds a few tens of MiB at most (see bench:upload). */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
const PREFIX = 'files/';
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A store that does not accept a connection within this is taken as down (503), not waited for. */
const CONNECT_TIMEOUT_MS = 3000;
/**
 * A request on whose connection nothing moves for this long fails (503): a store that accepts connections but
 * never answers. An idle limit, not a total one, so that a part that keeps moving is never cut; and lib-storage
 * sends a part only once its 5 MiB have arrived, so a slow upload leaves no S3 request waiting on the user.
 */
const IDLE_TIMEOUT_MS = 30_000;
/** How long the readiness answer waits for the bucket. */
const CHECK_TIMEOUT_MS = 2000;

const networkFailures = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * The store failed, not the request: it cannot be reached, dropped the connection, timed out, or answered 5xx
 * (ServiceUnavailable, SlowDown, InternalError). Such failures become `StorageUnavailableError` (→ 503).
 */
export function isStoreOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  if (error instanceof AggregateError) {
    return error.errors.some(isStoreOutage);
  }
  const { code, name, message, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (typeof code === 'string' && networkFailures.has(code)) {
    return true;
  }
  if (($metadata?.httpStatusCode ?? 0) >= 500) {
    return true;
  }
  if (name === 'TimeoutError' || name === 'ServiceUnavailable' || name === 'SlowDown' || name === 'InternalError') {
    return true;
  }
  return typeof message === 'string' && /socket hang up|connect ECONNREFUSED|timed out/i.test(message);
}

/** Rethrows a store outage as `StorageUnavailableError`, anything else as it was. */
const asOutage = (error: unknown): never => {
  throw isStoreOutage(error) ? new StorageUnavailableError(error) : error;
};

/**
 * Blobs in an S3-compatible bucket under `files/<uuid>`, streamed with lib-storage's multipart upload.
 * A failed or aborted upload rejects and lib-storage aborts the multipart upload, so no object remains.
 * The bucket stays private: content is read by the server and served through its own signed links.
 */
export function createS3BlobStore(
  storage: Config['storage'],
  { idleTimeoutMs = IDLE_TIMEOUT_MS }: { idleTimeoutMs?: number } = {},
): BlobStore {
  const bucket = storage.S3_BUCKET ?? '';
  const client = new S3Client({
    endpoint: storage.S3_ENDPOINT,
    region: storage.S3_REGION,
    forcePathStyle: storage.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: storage.S3_ACCESS_KEY_ID ?? '', secretAccessKey: storage.S3_SECRET_ACCESS_KEY ?? '' },
    // Checksums only where S3 demands them: S3-compatible stores do not all accept the newer default,
    // and each part is then not hashed a second time (the sha256 is computed once while streaming).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // socketTimeout is the idle limit; the handler's requestTimeout is a total one that by default only logs a
    // warning (@smithy/node-http-handler 4), which left a silent store holding the request forever.
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: idleTimeoutMs },
    // One retry for a store's passing hiccup (the SDK's default is three attempts with back-off): a store that is
    // down is then reported within seconds, as a 503 with Retry-After, instead of holding the request.
    maxAttempts: 2,
  });
  const objectKey = (key: string) => `${PREFIX}${key}`;

  return {
    kind: 's3',

    async put(source: Readable, { contentType, limit }) {
      // A source that failed before it got here (a body cut short while the caller awaited something)
      // emits nothing more: piping it would wait forever.
      if (source.errored || source.destroyed) {
        throw source.errored ?? new Error('upload source closed before it was read');
      }
      const key = randomUUID();
      const meter = createMeter(limit);
      source.on('error', (error) => meter.stream.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: source.pipe(meter.stream), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done().catch(asOutage);
      return { key, ...meter.result() };
    },

    async get(key: string, range?: ByteRange) {
      const response = await client
        .send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .catch((error: unknown) => {
          throw error instanceof NoSuchKey ? new BlobNotFoundError(key) : asOutage(error);
        });
      if (!(response.Body instanceof Readable)) {
        throw new Error('S3 returned no readable body');
      }
      return response.Body;
    },

    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })).catch(asOutage);
    },

    async *list(): AsyncIterable<ListedBlob> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length) ?? '';
          // Only what this store writes: anything else in the bucket is not ours to judge.
          if (KEY_PATTERN.test(key) && object.LastModified) {
            yield { key, modifiedAt: object.LastModified };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    // A failed multipart upload is aborted by lib-storage (leavePartsOnError: false); parts of a process
    // killed mid-upload are for the bucket's AbortIncompleteMultipartUpload lifecycle rule (docs/operations.md, Durability).
    async removeStaleTemporary() {
      return 0;
    },

    async check() {
      await client
        .send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
        .catch(asOutage);
    },

    async close() {
      client.destroy();
    },
  };
}
