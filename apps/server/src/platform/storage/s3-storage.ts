import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, isStorageKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, s3rver); unset for AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects in an S3-compatible bucket: every process of every machine sees every upload. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC checksums are not understood by every S3-compatible server; S3 does not require them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
          return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
