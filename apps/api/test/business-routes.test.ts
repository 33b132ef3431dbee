import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { uploadBusinessImage } from './uploads';

const api = useTestApi();
type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const newBusiness = {
  companyName: 'Gulf Coast Hydraulics',
  categories: ['0005.0005-03'],
  businessType: 'MA',
  country: 'US',
  state: 'US-FL',
  shortDescription: 'Hydraulic pumps, cylinders and power units built in Tampa since 1987.',
};
const product = (name: string) => ({
  name,
  keywords: ['gear pump'],
  description: 'Cast-iron external gear pump for mobile hydraulics.',
  industryId: '0005',
  categoryId: '0005-03',
  stock: true,
  specs: [{ key: 'Max pressure', value: '200 bar' }],
  images: [],
  videos: [],
});

/** Uploads a real PNG the way the browser does and returns its token. */
const uploadLogo = (headers: Headers) => uploadBusinessImage(api, headers);

async function createBusiness(headers: Headers, extra: object = {}) {
  const response = await call('POST', '/api/business/profile/create', headers, { ...newBusiness, ...extra });
  expect(response.statusCode).toBe(200);
  return response.json().data.businessID as string;
}

describe('business routes', () => {
  it('creates a business with an uploaded logo, reads it by slug, and lists it as mine', async () => {
    const owner = await signIn(api);
    const logo = await uploadLogo(owner.headers);
    const id = await createBusiness(owner.headers, { profilePhoto: logo });
    const slug = encodeURIComponent(`Gulf-Coast-Hydraulics-${id}`);
    const page = (await call('GET', `/api/business/profile/${slug}`, owner.headers)).json().data;
    expect(page.general.profilePhoto.url).toMatch(/\.webp$/);
    expect(page.session.access).toBe('owner');
    const visitor = (await call('GET', `/api/business/profile/${id}`)).json().data;
    expect(visitor.session.access).toBe('none');
    const mine = (await call('GET', '/api/business/profile/my-list', owner.headers)).json().data;
    expect(mine.map((b: { businessID: string; access: string }) => [b.businessID, b.access])).toEqual([
      [id, 'owner'],
    ]);
    const theirs = (await call('GET', `/api/business/profile/list-business?userID=${owner.user.id}`)).json()
      .data;
    expect(theirs).toHaveLength(1);
  });

  it('keeps the language its texts are written in: English unless it says otherwise', async () => {
    const owner = await signIn(api);
    const language = async (id: string) =>
      (await call('GET', `/api/business/profile/${id}`)).json().data.general.textLanguage as string;
    const english = await createBusiness(owner.headers);
    expect(await language(english)).toBe('en');
    const spanish = await createBusiness(owner.headers, { textLanguage: 'es' });
    expect(await language(spanish)).toBe('es');
    const page = (await call('GET', `/api/business/profile/${spanish}`)).json().data;
    const general = {
      companyName: page.general.companyName,
      businessType: 'MA',
      categories: page.general.categories.map(
        (category: { id: string; industryId: string }) => `${category.industryId}.${category.id}`,
      ),
      shortDescription: page.general.shortDescription,
    };
    const put = (body: object) =>
      call('PUT', `/api/business/profile/${spanish}/general`, owner.headers, body);
    // A save without it keeps it; another language replaces it; one the site does not speak is refused.
    expect((await put(general)).statusCode).toBe(200);
    expect(await language(spanish)).toBe('es');
    expect((await put({ ...general, textLanguage: 'it' })).statusCode).toBe(200);
    expect(await language(spanish)).toBe('it');
    expect((await put({ ...general, textLanguage: 'fr' })).statusCode).toBe(400);
  });

  it('answers 401 TokenNotFound without a session and 404 for a slug without an id', async () => {
    expect((await call('POST', '/api/business/profile/create', {}, newBusiness)).json().error.name).toBe(
      'TokenNotFound',
    );
    const response = await call('GET', '/api/business/profile/not-a-business');
    expect(response.statusCode).toBe(400);
    const noId = await call('GET', `/api/business/profile/${'x'.repeat(40)}`);
    expect(noId.statusCode).toBe(404);
  });

  it('refuses a stranger (403) and a member deleting the business (403)', async () => {
    const owner = await signIn(api);
    const member = await signIn(api);
    const stranger = await signIn(api);
    const id = await createBusiness(owner.headers);
    const sent = await call('POST', `/api/business/${id}/members`, owner.headers, {
      email: member.user.email,
      access: 'member',
    });
    const link = new URL(sent.json().data.link);
    const [invitation] = (await call('GET', '/api/business/invitations/mine', member.headers)).json().data;
    const joined = await call(
      'POST',
      `/api/business/invitations/${invitation.invitationID}/accept`,
      member.headers,
      { token: link.searchParams.get('token') },
    );
    expect(joined.json().data).toEqual({ businessID: id });
    const edit = (headers: Headers) =>
      call('PUT', `/api/business/profile/${id}/business-terms`, headers, {
        packagingTypes: [{ name: 'Pallet' }],
      });
    expect((await edit(stranger.headers)).statusCode).toBe(403);
    expect((await edit(owner.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/business/profile/${id}`, member.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/business/${id}/products`, stranger.headers, product('X-1'))).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/business/profile/${id}`, owner.headers)).statusCode).toBe(200);
  });

  it('enforces the product limit of the membership', async () => {
    const owner = await signIn(api);
    const id = await createBusiness(owner.headers);
    for (let i = 0; i < 7; i++) {
      expect(
        (await call('POST', `/api/business/${id}/products`, owner.headers, product(`Pump ${i}`))).statusCode,
      ).toBe(200);
    }
    const eighth = await call('POST', `/api/business/${id}/products`, owner.headers, product('Pump 8'));
    expect(eighth.statusCode).toBe(409);
    expect(eighth.json().error.message).toMatch(/Standard membership allows 7 products/);
    const list = (await call('GET', `/api/product/by-business?bid=${id}`)).json().data;
    expect(list).toHaveLength(7);
    const one = list[0];
    const bySlug = await call(
      'GET',
      `/api/product/${encodeURIComponent(encodeURIComponent(`Gulf-Coast-${one.name}-${one.productID}`))}`,
    );
    expect(bySlug.json().data.productID).toBe(one.productID);
  });

  it('counts a like once, pages comments by five and follows', async () => {
    const owner = await signIn(api);
    const fan = await signIn(api);
    const id = await createBusiness(owner.headers);
    const { productID } = (
      await call('POST', `/api/business/${id}/products`, owner.headers, product('Valve'))
    ).json().data;
    for (let i = 0; i < 2; i++)
      await call('POST', '/api/social/reaction/react/product', fan.headers, {
        resourceID: productID,
        reactionType: 'like',
      });
    expect((await call('GET', `/api/social/reaction/summary/${productID}`)).json().data).toEqual({
      reactionCount: { like: 1 },
    });
    expect((await call('GET', `/api/social/reaction/check/${productID}`, fan.headers)).json().data).toEqual({
      reactionType: 'like',
    });
    for (let i = 0; i < 6; i++) {
      await call('POST', '/api/social/comments/make-comment', fan.headers, {
        resourceID: productID,
        resourceType: 'product',
        content: `Question ${i}`,
      });
    }
    const first = (await call('GET', `/api/social/comments/${productID}?skip=0&size=5`)).json().data;
    expect(first.comments).toHaveLength(5);
    expect(first.total).toBe(6);
    const second = (await call('GET', `/api/social/comments/${productID}?skip=5&size=5`)).json().data;
    expect(second.comments.map((c: { content: string }) => c.content)).toEqual(['Question 0']);
    const tooLong = await call('POST', '/api/social/comments/make-comment', fan.headers, {
      resourceID: productID,
      resourceType: 'product',
      content: 'x'.repeat(513),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/social/follow/business', fan.headers, { resourceID: id })).json().data,
    ).toEqual({ followers: 1, following: true });
    expect((await call('GET', `/api/social/follow/${id}/summary`)).json().data).toEqual({
      followers: 1,
      following: false,
    });
  });
});
