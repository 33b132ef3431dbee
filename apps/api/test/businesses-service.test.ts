import { describe, expect, it } from 'vitest';
import { useBusinessServices, validBusiness } from './businesses-support';
import { createUser } from './factories';

const services = useBusinessServices();
const { join } = services;

describe('business profiles', () => {
  it('creates a business with its creator as owner, industry taken from the categories', async () => {
    const owner = await createUser(services.database.db);
    const profile = await services.businesses.createBusiness(owner.id, validBusiness);
    expect(profile.general.companyName).toBe('Gulf Coast Hydraulics');
    expect(profile.general.industry.id).toBe('0005');
    expect(profile.general.categories[0]?.id).toBe('0005-01');
    expect(profile.contactInfo.country).toEqual({ code: 'US', countryName: 'United States', emoji: '🇺🇸' });
    expect(profile.contactInfo.state).toEqual({ stateID: 'US-FL', stateName: 'Florida' });
    expect(profile.subscription).toBe('standard');
    expect(profile.session.access).toBe('owner');
  });

  it('refuses a category that is not under the industry it names', async () => {
    const owner = await createUser(services.database.db);
    await expect(
      services.businesses.createBusiness(owner.id, { ...validBusiness, categories: ['0001.0005-01'] }),
    ).rejects.toThrow(/not a category of that industry/);
  });

  it('refuses a state of another country', async () => {
    const owner = await createUser(services.database.db);
    await expect(
      services.businesses.createBusiness(owner.id, { ...validBusiness, country: 'CA', state: 'US-FL' }),
    ).rejects.toThrow(/not a state of the chosen country/);
  });

  it('validates ranges, years, phones, websites and certificate dates on the edit tabs', async () => {
    const owner = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    const general = { ...validBusiness, businessType: 'MA' as const };
    await expect(
      services.businesses.updateGeneral(owner.id, businessID, {
        ...general,
        totalEmployees: { min: 50, max: 10 },
      }),
    ).rejects.toThrow(/minimum must not be greater/);
    await expect(
      services.businesses.updateGeneral(owner.id, businessID, { ...general, yearStablished: 2999 }),
    ).rejects.toThrow(/future/);
    await expect(
      services.businesses.updateContact(owner.id, businessID, {
        country: 'US',
        phone: { countryCode: '999', businessPhoneNumber: '3055550100' },
      }),
    ).rejects.toThrow(/not a known country dial code/);
    await expect(
      services.businesses.updateContact(owner.id, businessID, {
        country: 'US',
        phone: { countryCode: '1', businessPhoneNumber: '55501' },
      }),
    ).rejects.toThrow(/8 to 15 digits/);
    await expect(
      services.businesses.updateContact(owner.id, businessID, { country: 'US', website: 'not a site' }),
    ).rejects.toThrow(/valid address/);
    await expect(
      services.businesses.addCertificate(owner.id, businessID, {
        name: 'ISO 9001',
        issueDate: '2024-05-01',
        expireDate: '2023-05-01',
      }),
    ).rejects.toThrow(/expire before/);

    const saved = await services.businesses.updateContact(owner.id, businessID, {
      country: 'US',
      state: 'US-FL',
      website: 'gulfcoasthydraulics.com',
      phone: { countryCode: '1', businessPhoneNumber: '(813) 555-0100' },
    });
    expect(saved.contactInfo.website).toBe('https://gulfcoasthydraulics.com/');
    expect(saved.contactInfo.phone).toEqual({ countryCode: '+1', businessPhoneNumber: '8135550100' });
  });

  it('saves spoken languages by code, answers them with their names, and refuses an unknown code', async () => {
    const owner = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    const saved = await services.businesses.updateTrade(owner.id, businessID, {
      spokenLanguages: ['es', 'en'],
    });
    expect(saved.tradeCapabilities.spokenLanguages).toEqual([
      { code: 'es', languageName: 'Spanish' },
      { code: 'en', languageName: 'English' },
    ]);
    await expect(
      services.businesses.updateTrade(owner.id, businessID, { spokenLanguages: ['en', 'xx'] }),
    ).rejects.toThrow(/xx is not a known language code/);
    expect((await services.businesses.getProfile(businessID)).tradeCapabilities.spokenLanguages).toHaveLength(
      2,
    );
  });

  it('lets neither a stranger nor a member edit, and only an owner delete', async () => {
    const owner = await createUser(services.database.db);
    const stranger = await createUser(services.database.db);
    const member = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, member, 'member');
    const edit = (userId: string) =>
      services.businesses.updateTerms(userId, businessID, { packagingTypes: [{ name: 'Pallet' }] });
    await expect(edit(stranger.id)).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(edit(member.id)).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(services.businesses.deleteBusiness(member.id, businessID)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await services.businesses.deleteBusiness(owner.id, businessID);
    await expect(services.businesses.getProfile(businessID)).rejects.toMatchObject({ code: 'NotFound' });
  });
});
