import { describe, expect, it } from 'vitest';
import { signAccessToken, signIn } from './factories';
import { useTestApi } from './helper';
import { mailsTo } from './mail-support';

// No SMTP_URL: the site sends no mail, so the inviter is given the link to pass on.
const api = useTestApi();
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function createBusiness(headers: Headers) {
  const response = await call('POST', '/api/business/profile/create', headers, {
    companyName: 'Gulf Coast Hydraulics',
    categories: ['0005.0005-03'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Hydraulic pumps, cylinders and power units built in Tampa since 1987.',
  });
  return response.json().data.businessID as string;
}

/** The owner invites the address; answers the invitation's id and the token of its link. */
async function invite(ownerHeaders: Headers, businessID: string, email: string, access = 'admin') {
  const sent = await call('POST', `/api/business/${businessID}/members`, ownerHeaders, { email, access });
  expect(sent.statusCode).toBe(200);
  const link = new URL(sent.json().data.link as string);
  return { invitationID: link.pathname.split('/').at(-1)!, token: link.searchParams.get('token')! };
}

const accept = (headers: Headers, invitationID: string, body?: object) =>
  call('POST', `/api/business/invitations/${invitationID}/accept`, headers, body);
const accessOf = async (headers: Headers) =>
  (await call('GET', '/api/business/profile/my-list', headers))
    .json()
    .data.map((b: { access: string }) => b.access);

describe('business invitations', () => {
  it('refuses the invitation to whoever registers the invited address without its link', async () => {
    const owner = await signIn(api);
    const businessID = await createBusiness(owner.headers);
    const email = `someone.${Date.now()}@example.com`;
    await call('POST', `/api/business/${businessID}/members`, owner.headers, { email, access: 'admin' });

    const stranger = await signIn(api, { email });
    const [listed] = (await call('GET', '/api/business/invitations/mine', stranger.headers)).json().data;
    expect(listed).toMatchObject({ businessID, access: 'admin' });
    const { invitationID } = listed;
    const withoutToken = await accept(stranger.headers, invitationID);
    expect(withoutToken.statusCode).toBe(400);
    const noToken = await accept(stranger.headers, invitationID, {});
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.message).toMatch(/token/);
    const guessed = await accept(stranger.headers, invitationID, { token: 'guessed' });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().error.message).toBe(
      'This invitation link is invalid, has expired or was already used. Ask the business to invite you again.',
    );
    expect(await accessOf(stranger.headers)).toEqual([]);
  });

  it('mails a member in their language with a link in it, an unknown address in English', async () => {
    const owner = await signIn(api, { firstName: 'Ana', lastName: 'Reyes' });
    const businessID = await createBusiness(owner.headers);
    const invitee = await signIn(api, { preferredLanguageCode: 'it' });
    const { invitationID, token } = await invite(owner.headers, businessID, invitee.user.email, 'owner');
    const [italian] = await mailsTo(api.database.db, invitee.user.email);
    const web = api.config.allowedOrigins[0];
    expect(italian).toMatchObject({
      subject: 'Ana Reyes ti ha invitato a unirti a Gulf Coast Hydraulics su Tradeforge',
      text: `Ana Reyes ti ha invitato a unirti a Gulf Coast Hydraulics su Tradeforge come proprietario.\n\nPer accettare, apri questo link e accedi (o registrati con questo indirizzo e-mail): ${web}/it/business-invitation/${invitationID}?token=${token}\n\nIl link funziona una sola volta e scade tra 14 giorni. Se non te lo aspettavi, ignora questa e-mail.`,
    });
    // The inviter's copy of the link says nothing of the invitee's account.
    const visitor = `visitor.${Date.now()}@example.com`;
    const second = await invite(owner.headers, businessID, visitor, 'member');
    const [english] = await mailsTo(api.database.db, visitor);
    expect(english!.subject).toBe('Ana Reyes invited you to join Gulf Coast Hydraulics on Tradeforge');
    expect(english!.text).toContain(' as a member.\n\nTo accept, open this link');
    expect(english!.text).toContain(`: ${web}/business-invitation/${second.invitationID}?token=`);
    const french = await signIn(api, { preferredLanguageCode: 'fr' });
    await invite(owner.headers, businessID, french.user.email, 'admin');
    const [inEnglish] = await mailsTo(api.database.db, french.user.email);
    expect(inEnglish!.text).toContain('on Tradeforge as an admin.\n\nTo accept, open this link');
    expect(inEnglish!.text).toContain(`: ${web}/business-invitation/`);
  });

  it('joins with the link, once, from the account of the invited address', async () => {
    const owner = await signIn(api);
    const businessID = await createBusiness(owner.headers);
    const invitee = await signIn(api);
    const other = await signIn(api);
    const { invitationID, token } = await invite(owner.headers, businessID, invitee.user.email);

    expect((await accept(other.headers, invitationID, { token })).statusCode).toBe(404);
    const joined = await accept(invitee.headers, invitationID, { token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toEqual({ businessID });
    expect(await accessOf(invitee.headers)).toEqual(['admin']);
    expect((await accept(invitee.headers, invitationID, { token })).statusCode).toBe(404);
  });

  it('asks for a verified address before accepting', async () => {
    const owner = await signIn(api);
    const businessID = await createBusiness(owner.headers);
    const invitee = await signIn(api);
    const unverified = {
      'wbn-auth': await signAccessToken(api, {
        userId: invitee.user.id,
        sessionId: invitee.sessionId,
        emailVerified: false,
      }),
    };
    const { invitationID, token } = await invite(owner.headers, businessID, invitee.user.email, 'member');
    const refused = await accept(unverified, invitationID, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.name).toBe('EmailNotVerified');
    expect((await accept(invitee.headers, invitationID, { token })).statusCode).toBe(200);
  });

  it('makes a new link when the address is invited again, and the first one stops working', async () => {
    const owner = await signIn(api);
    const businessID = await createBusiness(owner.headers);
    const invitee = await signIn(api);
    const first = await invite(owner.headers, businessID, invitee.user.email, 'member');
    const second = await invite(owner.headers, businessID, invitee.user.email, 'member');
    expect(second.invitationID).toBe(first.invitationID);
    expect((await accept(invitee.headers, first.invitationID, { token: first.token })).statusCode).toBe(404);
    expect((await accept(invitee.headers, second.invitationID, { token: second.token })).statusCode).toBe(
      200,
    );
  });
});
