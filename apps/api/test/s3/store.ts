import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { checkPostPolicy, type S3Refusal } from './post-policy';
import { checkPresignedGet } from './presigned-get';

/** s3rver's built-in account: the only access key it accepts. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const KEYS = new Map([[S3_TEST_CREDENTIALS.accessKeyId, S3_TEST_CREDENTIALS.secretAccessKey]]);
const LARGEST_POST = 16 * 1024 * 1024;

const sendRefusal = (response: ServerResponse, refusal: S3Refusal) =>
  response
    .writeHead(refusal.status, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`,
    );

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LARGEST_POST) throw new Error('test post too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The form fields before the file (S3 ignores what follows it) and the file's size, parsed by undici. */
async function parseForm(body: Buffer, contentType: string) {
  const form = await new Request('http://gate.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  }).formData();
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (name === 'file')
      return { fields, fileSize: typeof value === 'string' ? Buffer.byteLength(value) : value.size };
    fields.set(name.toLowerCase(), String(value));
  }
  return undefined;
}

/**
 * Whether a read needs a presigned URL: one that carries a query signature (s3rver checks only its expiry), or an
 * unsigned read under `private/`, which the bucket policy the site asks for (public/ readable only) refuses.
 */
function needsPresignedCheck(incoming: IncomingMessage, bucket: string) {
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return false;
  const url = new URL(incoming.url ?? '/', 'http://gate.invalid');
  return (
    url.searchParams.has('X-Amz-Signature') ||
    (url.pathname.startsWith(`/${bucket}/private/`) && !incoming.headers.authorization)
  );
}

/**
 * Passes every request on to s3rver; a POST Object upload only once its policy holds, because s3rver does not
 * check POST policies (it stores whatever arrives) nor SigV4 signatures; a presigned GET only once its signature
 * holds, and an anonymous read of `private/` never. Bodies of POSTs are read whole first.
 */
async function gate(incoming: IncomingMessage, response: ServerResponse, s3rverPort: number, bucket: string) {
  if (needsPresignedCheck(incoming, bucket)) {
    const refusal = checkPresignedGet(incoming.method!, incoming.url ?? '/', incoming.headers, KEYS);
    if (refusal) return sendRefusal(response, refusal);
  }
  const contentType = incoming.headers['content-type'] ?? '';
  const body = incoming.method === 'POST' ? await readBody(incoming) : undefined;
  if (body && contentType.startsWith('multipart/form-data')) {
    const form = await parseForm(body, contentType);
    const refusal = form
      ? checkPostPolicy(form, bucket, KEYS)
      : {
          status: 400,
          code: 'InvalidArgument',
          message: 'POST requires exactly one file upload per request.',
        };
    if (refusal) return sendRefusal(response, refusal);
  }
  const upstream = request(
    {
      host: '127.0.0.1',
      port: s3rverPort,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => response.destroy(error));
  if (body) upstream.end(body);
  else incoming.pipe(upstream);
}

export interface RunningS3 {
  /** The S3 endpoint to configure: the policy gate in front of s3rver. */
  endpoint: string;
  close(): Promise<void>;
}

/**
 * s3rver behind the policy gate, on 127.0.0.1, with one bucket kept in `directory`: the tests' store, and the
 * cluster's (`scripts/cluster`). `port` 0 picks a free one.
 */
export async function startS3Store({
  bucket,
  directory,
  port = 0,
}: {
  bucket: string;
  directory: string;
  port?: number;
}): Promise<RunningS3> {
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const backend = await s3rver.run();
  const server = createServer((incoming, response) => {
    gate(incoming, response, backend.port, bucket).catch((error: unknown) =>
      response.destroy(error as Error),
    );
  });
  const address = await new Promise<AddressInfo>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server.address() as AddressInfo)),
  );
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await s3rver.close();
    },
  };
}
