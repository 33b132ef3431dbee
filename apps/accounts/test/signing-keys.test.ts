import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { loadAccountsConfig } from '../src/config';
import { resolveSecretsKey } from '../src/lib/secrets';
import { createKeyStore, rotateSigningKey } from '../src/tokens/key-store';

let database: TestDatabase;
let dataDir: string;
const secretsKey = randomBytes(32);
const ISSUER = 'tradeforge-accounts';
const AUDIENCE = 'tradeforge-api';

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-secrets-'));
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keyRows = () => database.db.select().from(schema.signingKeys);
const kidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid;

describe('signing keys at rest', () => {
  it('stores the private key encrypted, and a store without the right secrets key cannot use it', async () => {
    const keys = await createKeyStore(database.db, ISSUER, AUDIENCE, { secretsKey });
    const { token } = await keys.signAccessToken('00000000-0000-4000-8000-000000000001', 'sid', 60, true);
    await expect(keys.verifyAccessToken(token)).resolves.toMatchObject({ sessionId: 'sid' });
    const [row] = await keyRows();
    expect(row!.privateJwk).not.toHaveProperty('d');
    expect(JSON.stringify(row!.privateJwk)).not.toContain(String(row!.publicJwk.x));
    await expect(
      createKeyStore(database.db, ISSUER, AUDIENCE, { secretsKey: randomBytes(32) }),
    ).rejects.toThrow(/SECRETS_KEY/);
    await expect(createKeyStore(database.db, ISSUER, AUDIENCE)).rejects.toThrow(/SECRETS_KEY/);
  });

  it('encrypts a key left in clear by an older version on the next boot', async () => {
    // An older version wrote the private JWK as it is: a database from before this change holds such a row.
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const kid = 'legacy-key';
    await database.db.insert(schema.signingKeys).values({
      kid,
      alg: 'EdDSA',
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' },
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' },
    });
    const keys = await createKeyStore(database.db, ISSUER, AUDIENCE, { secretsKey });
    const { token } = await keys.signAccessToken('00000000-0000-4000-8000-000000000001', 'sid', 60, true);
    expect(kidOf(token)).toBe(kid);
    const [row] = (await keyRows()).filter((r) => r.kid === kid);
    expect(row!.privateJwk).not.toHaveProperty('d');
    await expect(keys.verifyAccessToken(token)).resolves.toBeTruthy();
  });
});

describe('key rotation', () => {
  it('signs with the new key; the old one verifies until its tokens have expired, then leaves the key set', async () => {
    const keys = await createKeyStore(database.db, ISSUER, AUDIENCE, { secretsKey });
    const before = await keys.signAccessToken('00000000-0000-4000-8000-000000000001', 'old', 900, true);
    const newKid = await rotateSigningKey(database.db, secretsKey);
    await keys.refresh();
    const after = await keys.signAccessToken('00000000-0000-4000-8000-000000000001', 'new', 900, true);
    expect(kidOf(after.token)).toBe(newKid);
    expect(kidOf(before.token)).not.toBe(newKid);
    await expect(keys.verifyAccessToken(before.token)).resolves.toMatchObject({ sessionId: 'old' });
    expect(keys.jwks.keys.map((key) => key.kid)).toEqual(
      expect.arrayContaining([newKid, kidOf(before.token)]),
    );

    // Long after the rotation every token of the old key has expired: it is no longer published or accepted.
    await database.db.execute(
      sql`update signing_keys set retired_at = now() - interval '1 day' where kid <> ${newKid}`,
    );
    await keys.refresh();
    expect(keys.jwks.keys.map((key) => key.kid)).toEqual([newKid]);
    await expect(keys.verifyAccessToken(before.token)).rejects.toThrow();
    await expect(keys.verifyAccessToken(after.token)).resolves.toMatchObject({ sessionId: 'new' });
  });
});

describe('the secrets key', () => {
  it('is generated once into DATA_DIR/secrets.key (0600) for the embedded database', async () => {
    const config = loadAccountsConfig({ DATA_DIR: dataDir });
    const first = resolveSecretsKey(config);
    const second = resolveSecretsKey(config);
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await stat(path.join(dataDir, 'secrets.key'))).mode & 0o777).toBe(0o600);
  });

  it('comes from SECRETS_KEY when set, must be 32 bytes, and is required with an external database', () => {
    const value = randomBytes(32).toString('base64');
    expect(resolveSecretsKey(loadAccountsConfig({ SECRETS_KEY: value })).toString('base64')).toBe(value);
    expect(() => loadAccountsConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(
      /SECRETS_KEY/,
    );
    const external = loadAccountsConfig({
      DATABASE_URL: 'postgres://db.example/tradeforge',
      DATA_DIR: dataDir,
    });
    expect(() => resolveSecretsKey(external)).toThrow(/SECRETS_KEY/);
  });
});
