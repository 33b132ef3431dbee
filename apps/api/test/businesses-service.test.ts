import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createUser } from './factories';

let database: TestDatabase;
let businesses: BusinessService;
let members: MemberService;
let invitations: InvitationService;
beforeAll(async () => {
  database = await createTestDatabase();
  const reference = createReferenceService(database.db);
  // The upload flow is tested with the user module; here a token simply names an image the user uploaded.
  const resolveImage = async (token: string) => ({ url: `/uploads/${token}.webp` });
  // File deletion is tested through the API with real files (deletion.test.ts).
  const deleteImages = async () => undefined;
  businesses = createBusinessService({
    db: database.db,
    reference,
    resolveImage,
    deleteImages,
    deleteDatasheets: async () => undefined,
    deletePrivateFiles: async () => undefined,
  });
  members = createMemberService({ db: database.db, businesses });
  const mailer = createMailer({ db: database.db, from: 'site@example.com', log: { info() {}, error() {} } });
  invitations = createInvitationService({
    db: database.db,
    businesses,
    mailer,
    siteName: 'Tradeforge',
    webOrigin: 'http://localhost:3000',
  });
});

/** Invites the user and has them accept, as the two people would through the app. */
async function join(
  ownerId: string,
  businessID: string,
  user: { id: string; email: string },
  access: 'owner' | 'admin' | 'member',
) {
  await invitations.invite(ownerId, businessID, user.email, access);
  const [invitation] = (await invitations.listMine(user.id)).filter((item) => item.businessID === businessID);
  await invitations.accept(user.id, invitation!.invitationID);
}

const outboxTo = async (email: string) =>
  (
    await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where lower("to") = lower(${email})`,
    )
  ).rows[0]!.n;
afterAll(() => database.close());

const validBusiness = {
  companyName: 'Gulf Coast Hydraulics',
  categories: ['0005.0005-01'],
  businessType: 'MA' as const,
  country: 'US',
  state: 'US-FL',
  shortDescription: 'Hydraulic pumps, cylinders and power units built in Tampa since 1987.',
};

describe('business profiles', () => {
  it('creates a business with its creator as owner, industry taken from the categories', async () => {
    const owner = await createUser(database.db);
    const profile = await businesses.createBusiness(owner.id, validBusiness);
    expect(profile.general.companyName).toBe('Gulf Coast Hydraulics');
    expect(profile.general.industry.id).toBe('0005');
    expect(profile.general.categories[0]?.id).toBe('0005-01');
    expect(profile.contactInfo.country).toEqual({ code: 'US', countryName: 'United States', emoji: '🇺🇸' });
    expect(profile.contactInfo.state).toEqual({ stateID: 'US-FL', stateName: 'Florida' });
    expect(profile.subscription).toBe('standard');
    expect(profile.session.access).toBe('owner');
  });

  it('refuses a category that is not under the industry it names', async () => {
    const owner = await createUser(database.db);
    await expect(
      businesses.createBusiness(owner.id, { ...validBusiness, categories: ['0001.0005-01'] }),
    ).rejects.toThrow(/not a category of that industry/);
  });

  it('refuses a state of another country', async () => {
    const owner = await createUser(database.db);
    await expect(
      businesses.createBusiness(owner.id, { ...validBusiness, country: 'CA', state: 'US-FL' }),
    ).rejects.toThrow(/not a state of the chosen country/);
  });

  it('validates ranges, years, phones, websites and certificate dates on the edit tabs', async () => {
    const owner = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    const general = { ...validBusiness, businessType: 'MA' as const };
    await expect(
      businesses.updateGeneral(owner.id, businessID, { ...general, totalEmployees: { min: 50, max: 10 } }),
    ).rejects.toThrow(/minimum must not be greater/);
    await expect(
      businesses.updateGeneral(owner.id, businessID, { ...general, yearStablished: 2999 }),
    ).rejects.toThrow(/future/);
    await expect(
      businesses.updateContact(owner.id, businessID, {
        country: 'US',
        phone: { countryCode: '999', businessPhoneNumber: '3055550100' },
      }),
    ).rejects.toThrow(/not a known country dial code/);
    await expect(
      businesses.updateContact(owner.id, businessID, {
        country: 'US',
        phone: { countryCode: '1', businessPhoneNumber: '55501' },
      }),
    ).rejects.toThrow(/8 to 15 digits/);
    await expect(
      businesses.updateContact(owner.id, businessID, { country: 'US', website: 'not a site' }),
    ).rejects.toThrow(/valid address/);
    await expect(
      businesses.addCertificate(owner.id, businessID, {
        name: 'ISO 9001',
        issueDate: '2024-05-01',
        expireDate: '2023-05-01',
      }),
    ).rejects.toThrow(/expire before/);

    const saved = await businesses.updateContact(owner.id, businessID, {
      country: 'US',
      state: 'US-FL',
      website: 'gulfcoasthydraulics.com',
      phone: { countryCode: '1', businessPhoneNumber: '(813) 555-0100' },
    });
    expect(saved.contactInfo.website).toBe('https://gulfcoasthydraulics.com/');
    expect(saved.contactInfo.phone).toEqual({ countryCode: '+1', businessPhoneNumber: '8135550100' });
  });

  it('saves spoken languages by code, answers them with their names, and refuses an unknown code', async () => {
    const owner = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    const saved = await businesses.updateTrade(owner.id, businessID, { spokenLanguages: ['es', 'en'] });
    expect(saved.tradeCapabilities.spokenLanguages).toEqual([
      { code: 'es', languageName: 'Spanish' },
      { code: 'en', languageName: 'English' },
    ]);
    await expect(
      businesses.updateTrade(owner.id, businessID, { spokenLanguages: ['en', 'xx'] }),
    ).rejects.toThrow(/xx is not a known language code/);
    expect((await businesses.getProfile(businessID)).tradeCapabilities.spokenLanguages).toHaveLength(2);
  });

  it('lets neither a stranger nor a member edit, and only an owner delete', async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const member = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, member, 'member');
    const edit = (userId: string) =>
      businesses.updateTerms(userId, businessID, { packagingTypes: [{ name: 'Pallet' }] });
    await expect(edit(stranger.id)).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(edit(member.id)).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(businesses.deleteBusiness(member.id, businessID)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await businesses.deleteBusiness(owner.id, businessID);
    await expect(businesses.getProfile(businessID)).rejects.toMatchObject({ code: 'NotFound' });
  });
});

describe('business members', () => {
  it('joins a user only when they accept the invitation sent to their e-mail (any case)', async () => {
    const owner = await createUser(database.db, { firstName: 'Olivia' });
    const admin = await createUser(database.db, {
      firstName: 'Adam',
      email: `Adam.${Date.now()}@Example.com`,
    });
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    const sent = await invitations.invite(owner.id, businessID, admin.email.toUpperCase(), 'admin');
    expect(sent.invitations).toMatchObject([{ email: admin.email.toLowerCase(), access: 'admin' }]);
    expect((await members.listMembers(owner.id, businessID)).map((m) => m.firstName)).toEqual(['Olivia']);
    await expect(members.listMembers(admin.id, businessID)).rejects.toMatchObject({ code: 'Forbidden' });

    const [received] = await invitations.listMine(admin.id);
    expect(received).toMatchObject({ businessID, companyName: validBusiness.companyName, access: 'admin' });
    await invitations.accept(admin.id, received!.invitationID);
    expect((await members.listMembers(owner.id, businessID)).map((m) => [m.firstName, m.access])).toEqual([
      ['Olivia', 'owner'],
      ['Adam', 'admin'],
    ]);
    await expect(invitations.accept(admin.id, received!.invitationID)).rejects.toMatchObject({
      code: 'NotFound',
    });
    expect(await invitations.listPending(owner.id, businessID)).toEqual([]);
  });

  it('answers the same whether or not the address is registered, and mails it either way', async () => {
    const owner = await createUser(database.db);
    const member = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    const unknown = `nobody.${Date.now()}@example.com`;
    const toUnknown = await invitations.invite(owner.id, businessID, unknown, 'member');
    const toMember = await invitations.invite(owner.id, businessID, member.email, 'member');
    expect(toUnknown.message).toBe(toMember.message);
    expect(await outboxTo(unknown)).toBe(1);
    expect(await outboxTo(member.email)).toBe(1);
  });

  it('lets nobody but the addressee accept, and a declined invitation adds nobody', async () => {
    const owner = await createUser(database.db);
    const invitee = await createUser(database.db);
    const other = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await invitations.invite(owner.id, businessID, invitee.email, 'member');
    const [received] = await invitations.listMine(invitee.id);
    await expect(invitations.accept(other.id, received!.invitationID)).rejects.toMatchObject({
      code: 'NotFound',
    });
    await invitations.decline(invitee.id, received!.invitationID);
    await expect(invitations.accept(invitee.id, received!.invitationID)).rejects.toMatchObject({
      code: 'NotFound',
    });
    expect(await members.listMembers(owner.id, businessID)).toHaveLength(1);
  });

  it('limits invitations per business and day, and lets only owners invite owners', async () => {
    const owner = await createUser(database.db);
    const admin = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, admin, 'admin');
    await expect(invitations.invite(admin.id, businessID, 'x@example.com', 'owner')).rejects.toMatchObject({
      code: 'Forbidden',
    });
    for (let i = 1; i < 20; i++)
      await invitations.invite(owner.id, businessID, `i${i}@example.com`, 'member');
    await expect(invitations.invite(owner.id, businessID, 'i20@example.com', 'member')).rejects.toMatchObject(
      {
        code: 'TooManyRequests',
      },
    );
  });

  it("shows members' e-mails to owners and admins only", async () => {
    const owner = await createUser(database.db);
    const member = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, member, 'member');
    expect((await members.listMembers(owner.id, businessID)).every((m) => m.email)).toBe(true);
    expect((await members.listMembers(member.id, businessID)).some((m) => m.email)).toBe(false);
  });

  it('always keeps one owner, and only owners grant ownership', async () => {
    const owner = await createUser(database.db);
    const admin = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, admin, 'admin');
    await expect(members.changeAccess(owner.id, businessID, owner.id, 'member')).rejects.toMatchObject({
      code: 'Conflict',
    });
    await expect(members.removeMember(owner.id, businessID, owner.id)).rejects.toMatchObject({
      code: 'Conflict',
    });
    await expect(members.changeAccess(admin.id, businessID, admin.id, 'owner')).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(members.removeMember(admin.id, businessID, owner.id)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await members.changeAccess(owner.id, businessID, admin.id, 'owner');
    const after = await members.changeAccess(owner.id, businessID, owner.id, 'member');
    expect(after.find((m) => m.userID === admin.id)?.access).toBe('owner');
  });

  it('keeps an owner when two owners demote each other at once', async () => {
    const first = await createUser(database.db);
    const second = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(first.id, validBusiness);
    await join(first.id, businessID, second, 'owner');
    const results = await Promise.allSettled([
      members.changeAccess(first.id, businessID, second.id, 'member'),
      members.changeAccess(second.id, businessID, first.id, 'member'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const list = await members
      .listMembers(first.id, businessID)
      .catch(() => members.listMembers(second.id, businessID));
    expect(list.filter((m) => m.access === 'owner')).toHaveLength(1);
  });

  it('shows the member list to members only', async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await expect(members.listMembers(stranger.id, businessID)).rejects.toMatchObject({ code: 'Forbidden' });
  });
});
