import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { S3Refusal } from './post-policy';

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const denied = (message: string): S3Refusal => ({ status: 403, code: 'AccessDenied', message });
/** RFC 3986 encoding, as SigV4 canonical query strings use it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20261129T180000Z` as a time. */
const parseAmzDate = (value: string) =>
  Date.parse(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * Checks a GET by query-string authentication (a presigned URL) as S3 does: the SigV4 signature over the
 * canonical request with an unsigned payload, and the expiry (`X-Amz-Date` plus `X-Amz-Expires`). s3rver checks
 * the expiry only. Answers a refusal, or undefined when the request may read.
 */
export function checkPresignedGet(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  credentials: Map<string, string>,
): S3Refusal | undefined {
  const { pathname, searchParams } = new URL(url, 'http://gate.invalid');
  const signature = searchParams.get('X-Amz-Signature');
  if (!signature) return denied('Access Denied');
  const [accessKeyId = '', day = '', region = '', service = '', terminator = ''] = (
    searchParams.get('X-Amz-Credential') ?? ''
  ).split('/');
  const secret = credentials.get(accessKeyId);
  const amzDate = searchParams.get('X-Amz-Date') ?? '';
  const expires = Number(searchParams.get('X-Amz-Expires'));
  if (!secret || searchParams.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !(expires > 0))
    return denied('Invalid query-string authentication');
  if (Date.now() > parseAmzDate(amzDate) + expires * 1000) return denied('Request has expired');

  const query = [...searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const signedHeaders = searchParams.get('X-Amz-SignedHeaders') ?? '';
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    method,
    pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = [day, region, service, terminator].join('/');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = [day, region, service, terminator].reduce<string | Buffer>(hmac, `AWS4${secret}`);
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return denied('The request signature we calculated does not match the signature you provided.');
  return undefined;
}
