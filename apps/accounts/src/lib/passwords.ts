import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. `Algorithm` is an ambient const enum, which isolated
 * modules cannot read at run time: 2 is its Argon2id member.
 */
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(encoded: string, password: string) {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a login for an unknown e-mail is not faster than a wrong password. */
export async function verifyAgainstNothing(password: string) {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, password);
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function checkNewPassword(password: string, email: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`;
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(lower) || (local.length >= 4 && lower.includes(local)))
    return 'This password is too common or too easy to guess; choose another one.';
  return undefined;
}
