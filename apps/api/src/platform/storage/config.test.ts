import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../config';

const s3Env = { STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_REGION: 'eu-west-1' };

describe('storage configuration', () => {
  it('keeps files under DATA_DIR/uploads by default', () => {
    expect(loadApiConfig({ DATA_DIR: '/srv/data' }).storage).toEqual({
      driver: 'local',
      secret: undefined,
      uploadsDir: '/srv/data/uploads',
    });
  });

  it('names every missing s3 value at startup', () => {
    expect(() => loadApiConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER is s3\n  S3_REGION: required when STORAGE_DRIVER is s3',
    );
  });

  it('refuses half a key pair and endpoints that are not http URLs', () => {
    expect(() => loadApiConfig({ ...s3Env, S3_ACCESS_KEY_ID: 'key' })).toThrow(/give both, or neither/);
    expect(() => loadApiConfig({ ...s3Env, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http/,
    );
    expect(() => loadApiConfig({ ...s3Env, S3_PUBLIC_URL: 'ftp://cdn' })).toThrow(
      /S3_PUBLIC_URL: must be an http/,
    );
  });

  it('refuses an unknown driver', () => {
    expect(() => loadApiConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });

  it('leaves credentials to the default chain unless both keys are given', () => {
    expect(loadApiConfig(s3Env).storage).toEqual({
      driver: 's3',
      bucket: 'photos',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: undefined,
    });
    const storage = loadApiConfig({
      ...s3Env,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    }).storage;
    expect(storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.com',
    });
  });
});
