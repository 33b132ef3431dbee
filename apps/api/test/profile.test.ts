import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@tradeforge/contracts';
import { signIn } from './factories';
import { useTestApi } from './helper';

const api = useTestApi();
const update = async (body: object, headers?: Record<string, string>) => {
  const session = headers ?? (await signIn(api)).headers;
  return api.app.inject({ method: 'PUT', url: '/api/user/profile', headers: session, payload: body });
};

describe('GET /api/user/profile', () => {
  it('answers the own profile in the spec shape, e-mail included', async () => {
    const { headers, user } = await signIn(api);
    const response = await api.app.inject({ url: '/api/user/profile', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      userID: user.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: user.email,
      mobilePhone: null,
      country: null,
      showBirthDate: false,
      showProfession: true,
      profilePhoto: null,
    });
  });
});

describe('PUT /api/user/profile', () => {
  it('saves every field and answers them with their names', async () => {
    const response = await update({
      firstName: 'Ada',
      lastName: 'King',
      mobilePhone: { countryCode: '1', phoneNumber: '305 555 0100' },
      city: 'Miami',
      country: { code: 'US' },
      state: { stateID: 'US-FL' },
      gender: { code: 'F' },
      preferredLanguage: { code: 'en' },
      jobPosition: { jobPositionID: 1 },
      businessType: { code: 'MA' },
      industry: { id: '0001' },
      companyName: 'Analytical Engines Inc.',
      profession: 'Engineer',
      birthDate: '1970/10/24',
      showBirthDate: true,
      showProfession: false,
      briefPresentation: 'We build difference engines.',
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({
      firstName: 'Ada',
      mobilePhone: { countryCode: '+1', phoneNumber: '3055550100' },
      city: 'Miami',
      country: { code: 'US', countryName: 'United States' },
      state: { stateID: 'US-FL', stateName: 'Florida' },
      preferredLanguage: { code: 'en', languageName: 'English' },
      businessType: { code: 'MA', name: 'Manufacturers' },
      industry: { id: '0001' },
      birthDate: '1970-10-24',
      showBirthDate: true,
      showProfession: false,
    });
    expect(profile.gender.code).toBe('F');
    expect(profile.jobPosition.jobPositionID).toBe(1);
  });

  it('refuses an e-mail change, naming the field, and changes nothing', async () => {
    const { headers, user } = await signIn(api);
    const response = await update({ email: 'taken-over@example.com', city: 'Austin' }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid body: email is not a known field.');
    expect(response.json().error.details).toEqual([{ path: '/email', message: 'is not a known field' }]);
    const own = await api.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(own.json().data).toMatchObject({ email: user.email, city: null });
  });

  it.each([
    ['an unknown dial code', { countryCode: '+999', phoneNumber: '12345678' }],
    ['fewer than 8 digits', { countryCode: '+1', phoneNumber: '1234567' }],
    ['letters in the number', { countryCode: '+1', phoneNumber: '555-CALL-NOW' }],
  ])('refuses a phone with %s', async (_case, mobilePhone) => {
    const response = await update({ mobilePhone });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PROFILE_MESSAGES.invalidPhone);
  });

  it('accepts exactly 8 digits and removes the phone when the number is empty', async () => {
    const { headers } = await signIn(api);
    const saved = await update({ mobilePhone: { countryCode: '+44', phoneNumber: '12345678' } }, headers);
    expect(saved.json().data.mobilePhone).toEqual({ countryCode: '+44', phoneNumber: '12345678' });
    const cleared = await update({ mobilePhone: { countryCode: '+44', phoneNumber: '' } }, headers);
    expect(cleared.json().data.mobilePhone).toBeNull();
  });

  it.each(['1970-10-24', '1970 10 24', '1970/10/24', '1970.10.24', '2001-01-31'])(
    'accepts the birth date %s',
    async (birthDate) => {
      const response = await update({ birthDate });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it.each(['1870-10-24', '1970-13-01', '1970-10-32', '24/10/1970', '1970-02-30', '2999-01-01', '1970_10_24'])(
    'refuses the birth date %s',
    async (birthDate) => {
      const response = await update({ birthDate });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PROFILE_MESSAGES.invalidBirthDate);
    },
  );

  it('takes a 512-character presentation and refuses 513', async () => {
    expect((await update({ briefPresentation: 'x'.repeat(512) })).statusCode).toBe(200);
    expect((await update({ briefPresentation: 'x'.repeat(513) })).statusCode).toBe(400);
  });

  it('clears the state when the country changes', async () => {
    const { headers } = await signIn(api);
    await update({ country: { code: 'US' }, state: { stateID: 'US-FL' } }, headers);
    const moved = await update({ country: { code: 'DE' } }, headers);
    expect(moved.json().data.country.code).toBe('DE');
    expect(moved.json().data.state).toBeNull();
  });

  it('clears references sent with an empty key', async () => {
    const { headers } = await signIn(api);
    await update({ jobPosition: { jobPositionID: 1 }, gender: { code: 'F' }, city: 'Austin' }, headers);
    const cleared = await update(
      { jobPosition: { jobPositionID: '' }, gender: { code: '' }, city: '' },
      headers,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ jobPosition: null, gender: null, city: null });
  });

  it('refuses a state of another country', async () => {
    const response = await update({ country: { code: 'DE' }, state: { stateID: 'US-FL' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('does not belong');
  });

  it.each([
    ['businessType', { businessType: { code: 'ZZ' } }],
    ['gender', { gender: { code: 'Q' } }],
    ['preferredLanguage', { preferredLanguage: { code: 'zz' } }],
    ['jobPosition', { jobPosition: { jobPositionID: 9999 } }],
    ['industry', { industry: { id: 'no-such-industry' } }],
    ['country', { country: { code: 'ZZ' } }],
  ])('refuses a %s that does not exist, naming the field', async (field, body) => {
    const response = await update(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      name: 'ValidationError',
      details: [{ path: `/${field}`, message: expect.any(String) }],
    });
  });

  it('refuses an empty first name', async () => {
    expect((await update({ firstName: '   ' })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { city: 'Austin' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/public-profile/{id}', () => {
  it('shows a visitor the profile without e-mail or phone, and hides what the owner chose to hide', async () => {
    const { headers, user } = await signIn(api);
    await update(
      {
        mobilePhone: { countryCode: '+1', phoneNumber: '3055550100' },
        birthDate: '1980-05-05',
        profession: 'Buyer',
        showBirthDate: false,
        showProfession: true,
        city: 'Tampa',
      },
      headers,
    );
    const response = await api.app.inject({ url: `/api/user/public-profile/${user.id}` });
    expect(response.statusCode).toBe(200);
    const { profile } = response.json().data;
    expect(profile.email).toBeUndefined();
    expect(profile.mobilePhone).toBeNull();
    expect(profile.birthDate).toBeNull();
    expect(profile.profession).toBe('Buyer');
    expect(profile.city).toBe('Tampa');
    expect(JSON.stringify(profile)).not.toContain(user.email);

    await update({ showBirthDate: true, showProfession: false }, headers);
    const after = (await api.app.inject({ url: `/api/user/public-profile/${user.id}` })).json().data.profile;
    expect(after.birthDate).toBe('1980-05-05');
    expect(after.profession).toBeNull();
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect(
      (await api.app.inject({ url: `/api/user/public-profile/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url: '/api/user/public-profile/not-a-uuid' })).statusCode).toBe(400);
  });
});
