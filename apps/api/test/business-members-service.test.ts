import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailer } from '@tradeforge/mail';
import { createInvitationService } from '../src/modules/businesses';
import { linkOf, useBusinessServices, validBusiness } from './businesses-support';
import { createUser } from './factories';

const services = useBusinessServices();
const { join, outboxTo } = services;

/** The audit lines about a business, oldest first. */
const auditOf = async (businessID: string) =>
  (
    await services.database.db.execute<{ action: string; actor_id: string }>(sql`
      select action, actor_id from operator_audit_log where object_id = ${businessID} order by id`)
  ).rows;

describe('business members', () => {
  it('joins a user only when they accept the invitation sent to their e-mail (any case)', async () => {
    const owner = await createUser(services.database.db, { firstName: 'Olivia' });
    const admin = await createUser(services.database.db, {
      firstName: 'Adam',
      email: `Adam.${Date.now()}@Example.com`,
    });
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    const sent = await services.invitations.invite(owner.id, businessID, admin.email.toUpperCase(), 'admin');
    expect(sent.invitations).toMatchObject([{ email: admin.email.toLowerCase(), access: 'admin' }]);
    const { token } = linkOf(sent);
    expect((await services.members.listMembers(owner.id, businessID)).map((m) => m.firstName)).toEqual([
      'Olivia',
    ]);
    await expect(services.members.listMembers(admin.id, businessID)).rejects.toMatchObject({
      code: 'Forbidden',
    });

    const [received] = await services.invitations.listMine(admin.id);
    expect(received).toMatchObject({ businessID, companyName: validBusiness.companyName, access: 'admin' });
    await services.invitations.accept(admin.id, received!.invitationID, token);
    expect(
      (await services.members.listMembers(owner.id, businessID)).map((m) => [m.firstName, m.access]),
    ).toEqual([
      ['Olivia', 'owner'],
      ['Adam', 'admin'],
    ]);
    await expect(services.invitations.accept(admin.id, received!.invitationID, token)).rejects.toMatchObject({
      code: 'NotFound',
    });
    expect(await services.invitations.listPending(owner.id, businessID)).toEqual([]);
  });

  it('answers the same whether or not the address is registered, and mails it either way', async () => {
    const owner = await createUser(services.database.db);
    const member = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    const unknown = `nobody.${Date.now()}@example.com`;
    const toUnknown = await services.invitations.invite(owner.id, businessID, unknown, 'member');
    const toMember = await services.invitations.invite(owner.id, businessID, member.email, 'member');
    expect(toUnknown.message).toBe(toMember.message);
    expect(await outboxTo(unknown)).toBe(1);
    expect(await outboxTo(member.email)).toBe(1);
  });

  it('lets nobody but the addressee accept, and a declined invitation adds nobody', async () => {
    const owner = await createUser(services.database.db);
    const invitee = await createUser(services.database.db);
    const other = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    const { invitationID, token } = linkOf(
      await services.invitations.invite(owner.id, businessID, invitee.email, 'member'),
    );
    await expect(services.invitations.accept(other.id, invitationID, token)).rejects.toMatchObject({
      code: 'NotFound',
    });
    await services.invitations.decline(invitee.id, invitationID);
    await expect(services.invitations.accept(invitee.id, invitationID, token)).rejects.toMatchObject({
      code: 'NotFound',
    });
    expect(await services.members.listMembers(owner.id, businessID)).toHaveLength(1);
  });

  it('accepts only with the token of the link, which the mail carries and only its hash is kept', async () => {
    const owner = await createUser(services.database.db);
    const invitee = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    const sent = await services.invitations.invite(owner.id, businessID, invitee.email, 'admin');
    const { invitationID, token } = linkOf(sent);
    await expect(services.invitations.accept(invitee.id, invitationID, `${token}x`)).rejects.toMatchObject({
      code: 'NotFound',
    });
    const { rows } = await services.database.db.execute<{ text: string; stored: string }>(sql`
      select m.text, i.token_hash as stored from mail_outbox m, business_invitations i
       where m."to" = ${invitee.email.toLowerCase()} and i.id = ${invitationID}`);
    expect(rows[0]!.text).toContain(sent.link);
    expect(rows[0]!.stored).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.stored).not.toContain(token);
    await services.invitations.accept(invitee.id, invitationID, token);
    expect((await services.members.listMembers(owner.id, businessID)).map((m) => m.access)).toEqual([
      'owner',
      'admin',
    ]);
  });

  it('gives the inviter the link only when the site sends no mail', async () => {
    const owner = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    const mailing = createInvitationService({
      db: services.database.db,
      businesses: services.businesses,
      mailer: createMailer({
        db: services.database.db,
        from: 'site@example.com',
        log: { info() {}, error() {} },
      }),
      siteName: 'Tradeforge',
      webOrigin: 'http://localhost:3000',
      sendsMail: true,
    });
    const mailed = await mailing.invite(owner.id, businessID, `mailed.${Date.now()}@example.com`, 'member');
    expect(mailed.link).toBeUndefined();
    expect(mailed.message).toMatch(/^Invitation sent/);
    const handed = await services.invitations.invite(
      owner.id,
      businessID,
      `handed.${Date.now()}@example.com`,
      'member',
    );
    expect(handed.link).toMatch(
      /^http:\/\/localhost:3000\/business-invitation\/[0-9a-f-]{36}\?token=[\w-]{43}$/,
    );
    expect(handed.message).toMatch(/pass the link on/);
  });

  it('limits invitations per business and day', async () => {
    const owner = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    for (let i = 0; i < 20; i++)
      await services.invitations.invite(owner.id, businessID, `i${i}@example.com`, 'member');
    await expect(
      services.invitations.invite(owner.id, businessID, 'i20@example.com', 'member'),
    ).rejects.toMatchObject({
      code: 'TooManyRequests',
    });
  });

  it('lets only owners invite owners, and audits the invitation and its acceptance', async () => {
    const owner = await createUser(services.database.db);
    const admin = await createUser(services.database.db);
    const next = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, admin, 'admin');
    await expect(
      services.invitations.invite(admin.id, businessID, next.email, 'owner'),
    ).rejects.toMatchObject({ code: 'Forbidden' });
    expect(await services.invitations.listPending(owner.id, businessID)).toEqual([]);
    expect(await auditOf(businessID)).toEqual([]);

    await join(owner.id, businessID, next, 'owner');
    expect(await auditOf(businessID)).toEqual([
      { action: 'business.invite-owner', actor_id: owner.id },
      { action: 'business.accept-owner', actor_id: next.id },
    ]);
  });

  it('accepts an invitation as owner only while whoever sent it is an owner', async () => {
    const first = await createUser(services.database.db);
    const second = await createUser(services.database.db);
    const invitee = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(first.id, validBusiness);
    await join(first.id, businessID, second, 'owner');
    const { invitationID, token } = linkOf(
      await services.invitations.invite(first.id, businessID, invitee.email, 'owner'),
    );
    await services.members.changeAccess(second.id, businessID, first.id, 'admin');
    await expect(services.invitations.accept(invitee.id, invitationID, token)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    expect((await services.members.listMembers(second.id, businessID)).map((m) => m.userID)).not.toContain(
      invitee.id,
    );
  });

  it("shows members' e-mails to owners and admins only", async () => {
    const owner = await createUser(services.database.db);
    const member = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, member, 'member');
    expect((await services.members.listMembers(owner.id, businessID)).every((m) => m.email)).toBe(true);
    expect((await services.members.listMembers(member.id, businessID)).some((m) => m.email)).toBe(false);
  });

  it('always keeps one owner, and only owners grant ownership', async () => {
    const owner = await createUser(services.database.db);
    const admin = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    await join(owner.id, businessID, admin, 'admin');
    await expect(
      services.members.changeAccess(owner.id, businessID, owner.id, 'member'),
    ).rejects.toMatchObject({
      code: 'Conflict',
    });
    await expect(services.members.removeMember(owner.id, businessID, owner.id)).rejects.toMatchObject({
      code: 'Conflict',
    });
    await expect(
      services.members.changeAccess(admin.id, businessID, admin.id, 'owner'),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(services.members.removeMember(admin.id, businessID, owner.id)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await services.members.changeAccess(owner.id, businessID, admin.id, 'owner');
    const after = await services.members.changeAccess(owner.id, businessID, owner.id, 'member');
    expect(after.find((m) => m.userID === admin.id)?.access).toBe('owner');
  });

  it('keeps an owner when two owners demote each other at once', async () => {
    const first = await createUser(services.database.db);
    const second = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(first.id, validBusiness);
    await join(first.id, businessID, second, 'owner');
    const results = await Promise.allSettled([
      services.members.changeAccess(first.id, businessID, second.id, 'member'),
      services.members.changeAccess(second.id, businessID, first.id, 'member'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const list = await services.members
      .listMembers(first.id, businessID)
      .catch(() => services.members.listMembers(second.id, businessID));
    expect(list.filter((m) => m.access === 'owner')).toHaveLength(1);
  });

  it('shows the member list to members only', async () => {
    const owner = await createUser(services.database.db);
    const stranger = await createUser(services.database.db);
    const { businessID } = await services.businesses.createBusiness(owner.id, validBusiness);
    await expect(services.members.listMembers(stranger.id, businessID)).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });
});
