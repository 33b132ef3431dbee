import { openDatabase } from '@tradeforge/db';
import { loadAccountsConfig } from './config';
import { resolveSecretsKey } from './lib/secrets';
import { rotateSigningKey } from './tokens/signing-keys';

/**
 * `npm run keys:rotate --workspace @tradeforge/accounts`: a new signing key, with the same environment as the
 * service (DATABASE_URL or DATA_DIR, SECRETS_KEY). Running instances sign with it within five minutes; tokens of
 * the previous key stay valid until they expire.
 */
const config = loadAccountsConfig(process.env);
const log = { info: (message: string) => console.log(message), warn: console.warn, error: console.error };
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
  log,
});
try {
  const kid = await rotateSigningKey(database.db, resolveSecretsKey(config));
  console.log(`New signing key ${kid}; the previous one verifies until its tokens expire.`);
} finally {
  await database.close();
}
