import { randomBytes } from 'node:crypto';
import { createUserService, type AccountsConfig } from '@tradeforge/accounts';
import type { ApiServices } from '@tradeforge/api';
import type { Db } from '@tradeforge/db';
import { createMailer } from '@tradeforge/mail';
import { createDemoBusiness, type DemoBusiness } from './businesses';
import { planCompanies } from './companies';
import { createRandom, forEachLimited } from './random';
import * as repository from './repository';
import { createDemoGroups } from './groups';
import { createDemoPosts } from './posts';
import { createDemoMessages } from './messages';
import { createDemoRfqs } from './rfqs';
import { createDemoSocial } from './social';
import { createDemoUsers } from './users';

export interface DemoLog {
  info(message: string): void;
}

export type DemoOutcome =
  | {
      status: 'loaded';
      email: string;
      password: string;
      counts: { users: number; businesses: number; products: number };
      ms: number;
    }
  | { status: 'present'; email: string }
  | { status: 'skipped' };

const SKIPPED = 'skipped';
const SEED = 20_260_501;

/**
 * Loads the demo set once per database, through the same services as user data. Waits for any other instance
 * that is loading it, and does nothing on a database that already has it, or that already has businesses.
 */
export async function loadDemoData(options: {
  db: Db;
  services: ApiServices;
  accounts: AccountsConfig;
  password?: string | undefined;
  log: DemoLog;
}): Promise<DemoOutcome> {
  const { db, services, log } = options;
  return repository.withDemoLock(db, async (tx) => {
    const recorded = await repository.findDemoRecord(tx);
    if (recorded)
      return recorded === SKIPPED ? { status: 'skipped' } : { status: 'present', email: recorded };
    if ((await repository.countBusinesses(tx)) > 0) {
      await repository.recordDemo(tx, SKIPPED);
      return { status: 'skipped' };
    }
    const started = performance.now();
    // Each kind's own time, so the log says where a slow first start went.
    const took: string[] = [];
    async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
      log.info(`Demo data: ${name}`);
      const at = performance.now();
      const result = await work();
      took.push(`${name} ${((performance.now() - at) / 1000).toFixed(1)} s`);
      return result;
    }
    const password = options.password ?? randomBytes(9).toString('base64url');
    const random = createRandom(SEED);
    const companies = planCompanies(random);

    // Registration never mails; the mailer is only what the account service is built with.
    const mailer = createMailer({ db, from: options.accounts.mailFrom, log: { info() {}, error() {} } });
    const accounts = createUserService(db, mailer, options.accounts);
    const ownerOf = (companyIndex: number) => companyIndex % 32;
    const users = await phase('users', async () => {
      const created = await createDemoUsers(
        accounts,
        services,
        password,
        random,
        (userIndex) => companies.find((_, companyIndex) => ownerOf(companyIndex) === userIndex)?.companyName,
      );
      await repository.markUsersDemo(
        db,
        created.map((user) => user.id),
      );
      return created;
    });

    const businesses = await phase(`${companies.length} businesses and their products`, async () => {
      const created: DemoBusiness[] = new Array(companies.length);
      await forEachLimited(companies, 4, async (company, index) => {
        // Each business draws from its own generator, so the set does not depend on the order they finish in.
        const own = createRandom(SEED + index + 1);
        created[index] = await createDemoBusiness(
          services,
          db,
          company,
          users[ownerOf(index)]!.id,
          index,
          own,
        );
      });
      await repository.markProductsDemo(
        db,
        created.map((business) => business.id),
      );
      return created;
    });

    await phase('likes, follows and comments', () => createDemoSocial(services, users, businesses, random));
    await phase('posts, with their likes and comments', () =>
      createDemoPosts(services, db, users, companies, businesses, random),
    );
    // A generator of its own, so the groups leave the main sequence (and so the conversations) as it was.
    await phase('groups, their members and posts', () =>
      createDemoGroups(services, users, createRandom(SEED - 1)),
    );
    await phase('inquiries and conversations', () =>
      createDemoMessages(services, db, users, businesses, random),
    );
    await phase('buying requests and their quotes', () => createDemoRfqs(services, db, users, businesses));
    log.info(`Demo data: ${took.join(', ')}`);
    const email = users[0]!.email;
    await repository.recordDemo(tx, email);
    const products = businesses.reduce((sum, business) => sum + business.productIds.length, 0);
    return {
      status: 'loaded',
      email,
      password,
      counts: { users: users.length, businesses: businesses.length, products },
      ms: Math.round(performance.now() - started),
    };
  });
}
