import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createMailer } from '@tradeforge/mail';
import {
  createBusinessService,
  createInvitationService,
  createMemberService,
  type BusinessService,
  type InvitationService,
  type MemberService,
} from '../src/modules/businesses';
import { createReferenceService } from '../src/modules/reference';

/** The business module's services on a database of the test file's own; set once the tests run. */
export interface BusinessServices {
  database: TestDatabase;
  businesses: BusinessService;
  members: MemberService;
  invitations: InvitationService;
  /** Invites the user and has them accept with the link, as the two people would through the app. */
  join: (
    ownerId: string,
    businessID: string,
    user: { id: string; email: string },
    access: 'owner' | 'admin' | 'member',
  ) => Promise<void>;
  /** How many mails the outbox holds for the address, in any case. */
  outboxTo: (email: string) => Promise<number>;
}

export function useBusinessServices(): BusinessServices {
  const services = {} as BusinessServices;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const reference = createReferenceService(database.db);
    // The upload flow is tested with the user module; here a token simply names an image the user uploaded.
    const resolveImage = async (token: string) => ({ url: `/uploads/${token}.webp` });
    // File deletion is tested through the API with real files (deletion.test.ts).
    const deleteImages = async () => undefined;
    const businesses = createBusinessService({
      db: database.db,
      reference,
      resolveImage,
      deleteImages,
      deleteDatasheets: async () => undefined,
      deletePrivateFiles: async () => undefined,
    });
    const mailer = createMailer({
      db: database.db,
      from: 'site@example.com',
      log: { info() {}, error() {} },
    });
    Object.assign(services, {
      database,
      businesses,
      members: createMemberService({ db: database.db, businesses }),
      invitations: createInvitationService({
        db: database.db,
        businesses,
        mailer,
        siteName: 'Tradeforge',
        webOrigin: 'http://localhost:3000',
        // No SMTP: the inviter is given the link, which the tests read the token from.
        sendsMail: false,
      }),
    });
  });
  afterAll(() => services.database?.close());

  services.join = async (ownerId, businessID, user, access) => {
    const { invitationID, token } = linkOf(
      await services.invitations.invite(ownerId, businessID, user.email, access),
    );
    await services.invitations.accept(user.id, invitationID, token);
  };
  services.outboxTo = async (email) =>
    (
      await services.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where lower("to") = lower(${email})`,
      )
    ).rows[0]!.n;
  return services;
}

/** The invitation's id and token, read from the link an inviter is given when the site sends no mail. */
export function linkOf(sent: { link?: string }) {
  const link = new URL(sent.link!);
  return { invitationID: link.pathname.split('/').at(-1)!, token: link.searchParams.get('token')! };
}

export const validBusiness = {
  companyName: 'Gulf Coast Hydraulics',
  categories: ['0005.0005-01'],
  businessType: 'MA' as const,
  country: 'US',
  state: 'US-FL',
  shortDescription: 'Hydraulic pumps, cylinders and power units built in Tampa since 1987.',
};
