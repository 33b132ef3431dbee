import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const FILE = 'secrets.key';

/** SECRETS_KEY: 32 random bytes in base64 (`openssl rand -base64 32`). */
export function parseSecretsKey(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('Invalid configuration:\n  SECRETS_KEY: must be 32 bytes in base64');
  return key;
}

/**
 * The key that encrypts secrets kept in the database (the signing keys). SECRETS_KEY when set; for the embedded
 * database a key generated once into `DATA_DIR/secrets.key` (mode 0600), next to the data it protects, so a
 * newcomer has nothing to set up; an external database needs SECRETS_KEY, since its data may be read elsewhere.
 */
export function resolveSecretsKey(config: {
  secretsKey: Buffer | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
}): Buffer {
  if (config.secretsKey) return config.secretsKey;
  if (config.databaseUrl)
    throw new Error(
      'Invalid configuration:\n  SECRETS_KEY: required with DATABASE_URL (openssl rand -base64 32), to encrypt the signing keys',
    );
  const file = path.join(config.dataDir, FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // `wx`: of two first boots racing, one writes and the other reads what it wrote.
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}

/** A value encrypted with AES-256-GCM; `aad` binds it to its row (the key id), so rows cannot be swapped. */
export interface Sealed {
  sealed: 'A256GCM';
  iv: string;
  data: string;
  tag: string;
}

export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && (value as Sealed).sealed === 'A256GCM';

export function sealJson(key: Buffer, value: unknown, aad: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    sealed: 'A256GCM',
    iv: iv.toString('base64'),
    data: data.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** Decrypts a sealed value; throws when the key is not the one it was sealed with. */
export function openJson<T>(key: Buffer, sealed: Sealed, aad: string): T {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'))
    .setAAD(Buffer.from(aad))
    .setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}
