import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startS3Store, type RunningS3 } from './store';

export { S3_TEST_CREDENTIALS } from './store';

export interface TestS3 {
  bucket: string;
  /** The S3 endpoint to configure: the policy gate in front of s3rver. */
  endpoint: string;
}

/** An S3-compatible store on 127.0.0.1 for this test file: s3rver behind a POST policy gate, with one bucket. */
export function useTestS3(bucket = 'tradeforge-test'): TestS3 {
  const context: TestS3 = { bucket, endpoint: '' };
  let directory = '';
  let store: RunningS3 | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'tradeforge-s3-test-'));
    store = await startS3Store({ bucket, directory });
    context.endpoint = store.endpoint;
  });
  afterAll(async () => {
    await store?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });
  return context;
}
