import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createMailer } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the mailer', () => {
  it('logs a failed delivery without the addresses or the text, and keeps it in the outbox', async () => {
    const lines: string[] = [];
    const log = {
      info: (details: object, message: string) => lines.push(`${message} ${JSON.stringify(details)}`),
      error: (details: object, message: string) => lines.push(`${message} ${JSON.stringify(details)}`),
    };
    // Nothing listens on port 9 of the loopback: the delivery fails at once.
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'site@example.com',
      log,
    });
    const sent = await mailer.send({
      to: 'ana.ruiz@example.com',
      subject: 'Reset your password',
      text: 'secret link',
      kind: 'password-reset',
    });
    mailer.close();
    expect(sent.status).toBe('failed');
    expect(lines.join('\n')).toContain('mail delivery failed');
    expect(lines.join('\n')).not.toMatch(/ana\.ruiz|secret link/);
  });

  it('logs a mail kept in the outbox by its id, not its recipient', async () => {
    const lines: string[] = [];
    const log = { info: (details: object) => lines.push(JSON.stringify(details)), error() {} };
    const mailer = createMailer({ db: database.db, from: 'site@example.com', log });
    const kept = await mailer.send({ to: 'bo.lee@example.com', subject: 'Hi', text: 'x', kind: 'test' });
    expect(lines.join('\n')).toContain(kept.id);
    expect(lines.join('\n')).not.toContain('bo.lee');
  });
});
