import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, createUser, signIn } from './factories';
import { useTestApi } from './helper';
import { groupCalls, type Headers } from './groups-support';
import { mailsTo } from './mail-support';

// No SMTP_URL: the site sends no mail, so the inviter is given the links to pass on.
const api = useTestApi();
const groups = groupCalls(api);
const { call } = groups;

const invite = (groupId: string, headers: Headers, body: object) =>
  call('POST', `/api/groups/${groupId}/invite`, headers, body);
const accept = (groupId: string, headers: Headers, body: object = {}) =>
  call('POST', `/api/groups/${groupId}/accept`, headers, body);

describe('invitations by e-mail', () => {
  it('are accepted only with the link, by the account with the invited address', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private', name: 'Texas Exporters' });
    const invitee = await signIn(api, { preferredLanguageCode: 'es' });
    const sent = await invite(groupId, owner.headers, { emails: [invitee.user.email.toUpperCase()] });
    expect(sent.statusCode).toBe(200);
    const { invited, links } = sent.json().data;
    expect(invited).toBe(1);
    const link = new URL(links[0].url);
    expect(link.pathname).toBe(`/group/${groupId}`);
    const token = link.searchParams.get('token')!;
    const [mail] = await mailsTo(api.database.db, invitee.user.email);
    expect(mail).toMatchObject({
      kind: 'group-invitation',
      subject: expect.stringContaining('Texas Exporters'),
    });
    expect(mail!.text).toContain(`/es/group/${groupId}?token=${token}`);

    const other = await signIn(api);
    expect((await accept(groupId, other.headers, { token })).statusCode).toBe(404);
    expect((await accept(groupId, invitee.headers)).statusCode).toBe(404);
    expect((await accept(groupId, invitee.headers, { token: `${token.slice(1)}x` })).statusCode).toBe(404);
    expect((await accept(groupId, invitee.headers, { token })).json().data).toEqual({ state: 'member' });
    expect((await groups.posts(groupId, invitee.headers)).statusCode).toBe(200);
  });

  it('are refused to whoever is not an owner or admin, and counted per day', async () => {
    const { owner, groupId } = await groups.groupWithOwner();
    const member = await groups.memberOf(groupId, owner.headers);
    expect((await invite(groupId, member.headers, { emails: ['a@example.com'] })).statusCode).toBe(403);
    await api.database.db.insert(schema.groupInvitations).values(
      Array.from({ length: 49 }, (_, index) => ({
        groupId,
        email: `sent-${index}@example.com`,
        invitedBy: owner.user.id,
        tokenHash: 'x',
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    expect((await invite(groupId, owner.headers, { emails: ['last@example.com'] })).statusCode).toBe(200);
    expect((await invite(groupId, owner.headers, { emails: ['over@example.com'] })).statusCode).toBe(429);
  });
});

describe('adding the members of a business', () => {
  it('adds them at once when the inviter manages the business', async () => {
    const { owner, groupId } = await groups.groupWithOwner({ privacy: 'private' });
    const business = await createBusiness(api.database.db, { ownerId: owner.user.id });
    const colleagues = [await createUser(api.database.db), await createUser(api.database.db)];
    await api.database.db
      .insert(schema.businessMembers)
      .values(
        colleagues.map((user) => ({ businessId: business.id, userId: user.id, access: 'member' as const })),
      );
    const added = await invite(groupId, owner.headers, { businessID: business.id });
    expect(added.json().data).toEqual({ invited: 0, added: 2, links: [] });
    expect((await groups.get(groupId)).json().data.memberCount).toBe(3);
    const other = await createBusiness(api.database.db);
    expect((await invite(groupId, owner.headers, { businessID: other.id })).statusCode).toBe(403);
  });
});

describe('the tier limit of groups owned', () => {
  it('holds a person without a paid business to the Standard tier, and says so', async () => {
    const owner = await signIn(api);
    for (let made = 0; made < 3; made += 1)
      expect((await groups.create(owner.headers, { name: `Group ${made}` })).statusCode).toBe(200);
    const refused = await groups.create(owner.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'You own 3 groups, the most your Standard membership allows. Upgrade a business you belong to for more.',
    );
    // A Gold business the person belongs to raises their limit.
    await createBusiness(api.database.db, { ownerId: owner.user.id, subscription: 'gold' });
    expect((await groups.create(owner.headers)).statusCode).toBe(200);
  });
});
