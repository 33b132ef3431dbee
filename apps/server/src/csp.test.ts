import { describe, expect, it } from 'vitest';
import { loadHostConfig } from './config';
import { webCspDirectives } from './csp';

describe('web Content-Security-Policy', () => {
  it('lets the page post uploads to the bucket and show images from the public URL and the bucket with s3', async () => {
    const directives = await webCspDirectives(
      loadHostConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'photos',
        S3_REGION: 'eu-west-1',
        S3_PUBLIC_URL: 'https://img.example.com',
      }),
    );
    expect(directives.connectSrc).toEqual(["'self'", 'https://photos.s3.eu-west-1.amazonaws.com']);
    // Private groups' pictures come from the bucket itself, through presigned URLs.
    expect(directives.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.example.com',
      'https://photos.s3.eu-west-1.amazonaws.com',
    ]);
    expect(directives.scriptSrc).toEqual(["'self'"]);
  });

  it('allows only its own origin and the configured backends with the local driver', async () => {
    const directives = await webCspDirectives(loadHostConfig({ API_URL: 'https://api.example.com/api' }));
    expect(directives.connectSrc).toEqual(["'self'", 'https://api.example.com']);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
  });
});
