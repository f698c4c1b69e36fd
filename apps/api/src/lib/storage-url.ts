/** `STORAGE_URL`, read apart from the S3 client so that reading the configuration does not load the SDK. */

/** Where the bucket is, read from `STORAGE_URL` (`s3://BUCKET?endpoint=URL&region=R`) and the two keys. */
export type S3Settings = {
  bucket: string;
  /** The service's address (none: AWS S3 itself). */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** `s3://BUCKET?endpoint=URL&region=R` → its parts; throws a sentence naming what is wrong. */
export function parseStorageUrl(url: string): Pick<S3Settings, 'bucket' | 'endpoint' | 'region'> {
  const u = new URL(url);
  if (u.protocol !== 's3:') throw new Error('Must be an s3://BUCKET?endpoint=URL&region=R URL');
  const bucket = decodeURIComponent(u.hostname);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error('Name a bucket: s3://BUCKET (3–63 lower-case letters, digits, dots and hyphens)');
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/\S+$/.test(endpoint))
    throw new Error('endpoint= must be an http:// or https:// URL');
  return { bucket, endpoint, region: u.searchParams.get('region') ?? 'us-east-1' };
}
