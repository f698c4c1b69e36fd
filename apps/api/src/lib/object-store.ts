/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, …) through the AWS SDK, path-style: objects written
 * from a stream in parts (never a whole file in memory), read as a stream, listed, removed.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import type { S3Settings } from './storage-url';
import type { Readable } from 'node:stream';

export type ListedObject = { key: string; size: number; lastModified: Date };

export type ObjectStore = {
  bucket: string;
  /** Writes the object from a stream or buffer, in parts of 8 MiB at most; resolves once it is whole. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every object under `prefix`, a page of up to 1,000 at a time. */
  list(prefix: string): AsyncGenerator<ListedObject[]>;
  close(): void;
};

const PART_BYTES = 8 * 1024 * 1024;

export function createObjectStore(s: S3Settings): ObjectStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers know no others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s.bucket;
  return {
    bucket: Bucket,
    async put(key, body, contentType) {
      // At most two parts in memory at a time: the one being sent and the next being filled.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return answer.Body as Readable;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        yield (page.Contents ?? []).map((o) => ({
          key: o.Key!,
          size: o.Size ?? 0,
          lastModified: o.LastModified ?? new Date(0),
        }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
