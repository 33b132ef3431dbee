import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createMemberService } from '../src/modules/businesses';
import { createBusinessService, type BusinessService } from '../src/modules/businesses';
import type { MemberService } from '../src/modules/businesses';
import { createReferenceService } from '../src/modules/reference';
import { createUser } from './factories';

let database: TestDatabase;
let businesses: BusinessService;
let members: MemberService;
beforeAll(async () => {
  database = await createTestDatabase();
  const reference = createReferenceService(database.db);
  // The upload flow is tested with the user module; here a token simply names an image the user uploaded.
  const resolveImage = async (token: string) => ({ url: `/uploads/${token}.webp` });
  businesses = createBusinessService({ db: database.db, reference, resolveImage });
  members = createMemberService({ db: database.db, businesses });
});
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
    await members.addMember(owner.id, businessID, member.email, 'member');
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
  it('adds a registered user by e-mail (any case) and lists members with their access', async () => {
    const owner = await createUser(database.db, { firstName: 'Olivia' });
    const admin = await createUser(database.db, {
      firstName: 'Adam',
      email: `Adam.${Date.now()}@Example.com`,
    });
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    const list = await members.addMember(owner.id, businessID, admin.email.toUpperCase(), 'admin');
    expect(list.map((m) => [m.firstName, m.access])).toEqual([
      ['Olivia', 'owner'],
      ['Adam', 'admin'],
    ]);
    await expect(
      members.addMember(owner.id, businessID, 'nobody@example.com', 'member'),
    ).rejects.toMatchObject({ code: 'NotFound' });
  });

  it('always keeps one owner, and only owners grant ownership', async () => {
    const owner = await createUser(database.db);
    const admin = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await members.addMember(owner.id, businessID, admin.email, 'admin');
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

  it('shows the member list to members only', async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const { businessID } = await businesses.createBusiness(owner.id, validBusiness);
    await expect(members.listMembers(stranger.id, businessID)).rejects.toMatchObject({ code: 'Forbidden' });
  });
});
