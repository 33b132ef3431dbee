import { createHmac, timingSafeEqual } from 'node:crypto';

/** An S3 error answer: status, code and message as S3 sends them. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

export interface PostedForm {
  /** Form fields before the file, names lower-cased (S3 matches them case-insensitively). */
  fields: Map<string, string>;
  fileSize: number;
}

type Condition = Record<string, string> | [string, string | number, string | number];

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const denied = (message: string): S3Refusal => ({ status: 403, code: 'AccessDenied', message });

function signatureMatches(form: PostedForm, policy: string, credentials: Map<string, string>) {
  const [accessKeyId = '', date = '', region = '', service = '', terminator = ''] = (
    form.fields.get('x-amz-credential') ?? ''
  ).split('/');
  const secret = credentials.get(accessKeyId);
  if (!secret || form.fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return false;
  const signingKey = [date, region, service, terminator].reduce<string | Buffer>(hmac, `AWS4${secret}`);
  const expected = Buffer.from(hmac(signingKey, policy).toString('hex'));
  const given = Buffer.from(form.fields.get('x-amz-signature') ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** One condition against the form, as S3 reads it: exact match, prefix, or the file's size range. */
function checkCondition(condition: Condition, form: PostedForm, bucket: string): S3Refusal | string {
  const [operator, name, value] = Array.isArray(condition)
    ? condition
    : ['eq', `$${Object.keys(condition)[0]}`, Object.values(condition)[0]!];
  if (operator === 'content-length-range') {
    if (form.fileSize < Number(name))
      return {
        status: 400,
        code: 'EntityTooSmall',
        message: 'Your proposed upload is smaller than the minimum allowed size',
      };
    if (form.fileSize > Number(value))
      return {
        status: 400,
        code: 'EntityTooLarge',
        message: 'Your proposed upload exceeds the maximum allowed size',
      };
    return '';
  }
  const field = String(name).replace(/^\$/, '').toLowerCase();
  const actual = field === 'bucket' ? bucket : (form.fields.get(field) ?? '');
  const holds =
    operator === 'eq' ? actual === value : operator === 'starts-with' && actual.startsWith(String(value));
  return holds
    ? field
    : denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
}

/**
 * What S3 itself checks on a browser POST Object upload (signature version 4): the policy's signature, its expiry,
 * every condition, and that no form field escapes the conditions. s3rver stores whatever is posted, so the test
 * server runs this first. Answers undefined when S3 would accept the post.
 */
export function checkPostPolicy(
  form: PostedForm,
  bucket: string,
  credentials: Map<string, string>,
  now = new Date(),
): S3Refusal | undefined {
  const policy = form.fields.get('policy');
  if (!policy) return { status: 400, code: 'InvalidArgument', message: 'Bucket POST must contain a policy' };
  if (!signatureMatches(form, policy, credentials))
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The policy signature does not match' };
  const { expiration, conditions } = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: Condition[];
  };
  if (!(Date.parse(expiration) > now.getTime()))
    return denied('Invalid according to Policy: Policy expired.');
  const covered = new Set(['policy', 'x-amz-signature']);
  for (const condition of conditions) {
    const result = checkCondition(condition, form, bucket);
    if (typeof result !== 'string') return result;
    covered.add(result);
  }
  const extra = [...form.fields.keys()].filter((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return undefined;
}
