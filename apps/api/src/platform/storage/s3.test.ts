import { describe, expect, it } from 'vitest';
import type { S3StorageConfig } from './config';
import { resolveBucketUrl, resolveStorageOrigins } from './s3';

const aws: S3StorageConfig = {
  driver: 's3',
  bucket: 'photos',
  region: 'eu-west-1',
  endpoint: undefined,
  forcePathStyle: false,
  credentials: undefined,
  publicUrl: undefined,
};

describe('s3 bucket addresses', () => {
  it('addresses AWS buckets virtual-hosted, and path style when forced or for dotted names', async () => {
    expect(await resolveBucketUrl(aws)).toBe('https://photos.s3.eu-west-1.amazonaws.com');
    expect(await resolveBucketUrl({ ...aws, forcePathStyle: true })).toBe(
      'https://s3.eu-west-1.amazonaws.com/photos',
    );
    expect(await resolveBucketUrl({ ...aws, bucket: 'my.photos' })).toBe(
      'https://s3.eu-west-1.amazonaws.com/my.photos',
    );
  });

  it('addresses an S3-compatible endpoint as configured', async () => {
    const minio = { ...aws, endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' };
    expect(await resolveBucketUrl(minio)).toBe('http://127.0.0.1:9000/photos');
    const r2 = { ...aws, endpoint: 'https://account.r2.cloudflarestorage.com', region: 'auto' };
    expect(await resolveBucketUrl(r2)).toBe('https://photos.account.r2.cloudflarestorage.com');
  });

  it('gives the browser origins: the bucket for posts, the public URL and the bucket for images', async () => {
    expect(await resolveStorageOrigins(aws)).toEqual({
      uploads: ['https://photos.s3.eu-west-1.amazonaws.com'],
      images: ['https://photos.s3.eu-west-1.amazonaws.com'],
    });
    expect(await resolveStorageOrigins({ ...aws, publicUrl: 'https://img.example.com/photos' })).toEqual({
      uploads: ['https://photos.s3.eu-west-1.amazonaws.com'],
      images: ['https://img.example.com', 'https://photos.s3.eu-west-1.amazonaws.com'],
    });
    expect(await resolveStorageOrigins({ driver: 'local', secret: undefined, uploadsDir: '/tmp' })).toEqual({
      uploads: [],
      images: [],
    });
  });
});
