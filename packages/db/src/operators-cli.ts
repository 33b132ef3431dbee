// `npm run operator -- grant|revoke someone@example.com`: see the README's "Operators".
import path from 'node:path';
import { connectToDataDir } from './backup/connect';
import { connectDatabase } from './client';
import { findUserIdByEmail, grantOperatorRole, revokeOperatorRole } from './operators';

const [command, email] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');

async function run(action: 'grant' | 'revoke', address: string) {
  const connection = await connectToDataDir(dataDir, process.env.DATABASE_URL || undefined);
  const database = connectDatabase({ connectionString: connection.url, max: 1 });
  try {
    const user = await findUserIdByEmail(database.db, address);
    if (!user) throw new Error(`No account uses ${address}: register it first.`);
    const actor = { id: null, email: 'command line' };
    const changed =
      action === 'grant'
        ? await grantOperatorRole(database.db, user.id, actor)
        : await revokeOperatorRole(database.db, user.id, actor);
    const done = action === 'grant' ? 'is now an operator' : 'is no longer an operator';
    const already = action === 'grant' ? 'was already an operator' : 'was not an operator';
    console.log(`${user.email} ${changed ? done : already}.`);
  } finally {
    await database.close();
    await connection.close();
  }
}

try {
  if ((command === 'grant' || command === 'revoke') && email) await run(command, email);
  else {
    console.error('Usage: npm run operator -- grant|revoke someone@example.com');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
