import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Group, GroupMember } from '@tradeforge/contracts';
import { ok, stubFetch, type Call } from '@/test/fetch-stub';
import { asMember, asOwner, createGroup, createGroupMember } from '@/test/groups';
import { signIn } from '@/test/session';
import { Component } from './group-manage';

const business = {
  businessID: '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22',
  access: 'owner',
  general: { companyName: 'Gulf Hydraulics' },
};

function openManage(group: Group, people: Partial<Record<string, GroupMember[]>> = {}) {
  signIn('owner');
  const calls = stubFetch((call: Call) => {
    if (call.method === 'POST' && call.url.endsWith('/invite'))
      return ok({ invited: 2, added: 3, links: [] });
    if (call.method === 'POST' && call.url.endsWith('/user/search'))
      return ok({
        profiles: [
          {
            userID: '00000000-0000-4000-8000-0000000000e1',
            firstName: 'Eve',
            lastName: 'Ng',
            companyName: null,
          },
        ],
        totalResults: 1,
        totalCapped: false,
      });
    if (call.method !== 'GET') return ok(null);
    if (call.url.includes('/members?')) {
      const state = new URL(call.url, 'http://x').searchParams.get('state') ?? 'member';
      const members = people[state] ?? [];
      return ok({ members, total: members.length });
    }
    if (call.url.includes('/full-tree')) return ok([{ id: '0005', name: 'Machineries', categories: [] }]);
    if (call.url.includes('/business/profile/my-list')) return ok([business]);
    return ok(group);
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/group/${group.groupID}/manage`]}>
        <Routes>
          <Route path="/group/:groupID/manage" element={<Component />} />
          <Route path="/groups" element={<p>Groups page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const posts = (end: string) => calls.filter((call) => call.method === 'POST' && call.url.endsWith(end));
  return { calls, user, posts };
}

afterEach(() => vi.unstubAllGlobals());

describe('the manage page of a group', () => {
  it('refuses one who is neither owner nor admin', async () => {
    openManage(createGroup({ viewer: asMember }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the group’s owner and admins can manage it.',
    );
  });

  it('approves and refuses join requests', async () => {
    const ann = createGroupMember({ firstName: 'Ann', state: 'requested' });
    const ben = createGroupMember({ firstName: 'Ben', state: 'requested' });
    const group = createGroup({ viewer: asOwner });
    const { user, posts } = openManage(group, { requested: [ann, ben] });
    const requests = within(await screen.findByRole('list', { name: 'Join requests' }));
    await user.click(requests.getByRole('button', { name: 'Approve Ann Baker' }));
    await waitFor(() => expect(posts(`/members/${ann.userID}/approve`)).toHaveLength(1));
    await user.click(requests.getByRole('button', { name: 'Refuse Ben Baker' }));
    await waitFor(() => expect(posts(`/members/${ben.userID}/remove`)).toHaveLength(1));
  });

  it('changes a member’s role, mutes, bans and hands the group over', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const cy = createGroupMember({ firstName: 'Cy' });
    const { user, posts } = openManage(createGroup({ viewer: asOwner }), { member: [cy] });
    const members = within(await screen.findByRole('list', { name: 'Members' }));
    await user.selectOptions(members.getByRole('combobox', { name: 'Role of Cy Baker' }), 'Admin');
    await waitFor(() => expect(posts(`/members/${cy.userID}/role`)[0]?.body).toEqual({ role: 'admin' }));
    await user.click(members.getByRole('button', { name: 'Mute Cy Baker' }));
    await waitFor(() => expect(posts(`/members/${cy.userID}/mute`)[0]?.body).toEqual({ muted: true }));
    await user.click(members.getByRole('button', { name: 'Ban Cy Baker' }));
    await waitFor(() => expect(posts(`/members/${cy.userID}/remove`)[0]?.body).toEqual({ ban: true }));
    await user.click(members.getByRole('button', { name: 'Make Cy Baker the owner' }));
    await waitFor(() => expect(posts(`/members/${cy.userID}/role`)[1]?.body).toEqual({ role: 'owner' }));
  });

  it('lifts a ban, so that the person may join or ask again', async () => {
    const dee = createGroupMember({ firstName: 'Dee', state: 'banned' });
    const { user, posts } = openManage(createGroup({ viewer: asOwner }), { banned: [dee] });
    const banned = within(await screen.findByRole('list', { name: 'Banned people' }));
    await user.click(banned.getByRole('button', { name: 'Lift the ban on Dee Baker' }));
    await waitFor(() => expect(posts(`/members/${dee.userID}/remove`)[0]?.body).toEqual({}));
  });

  it('gives an admin no ownership transfer, no role change and no delete', async () => {
    const cy = createGroupMember({ firstName: 'Cy' });
    openManage(createGroup({ viewer: { ...asOwner, role: 'admin' } }), { member: [cy] });
    const members = within(await screen.findByRole('list', { name: 'Members' }));
    expect(members.getByRole('button', { name: 'Remove Cy Baker' })).toBeInTheDocument();
    expect(members.queryByRole('button', { name: 'Make Cy Baker the owner' })).toBeNull();
    expect(members.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
  });

  it('refuses malformed addresses, then invites addresses, people and a business’s members', async () => {
    const { user, posts } = openManage(createGroup({ viewer: asOwner }));
    const form = within(await screen.findByRole('form', { name: 'Invite people' }));
    await user.type(form.getByLabelText('E-mail addresses'), 'ann@example.com, not-an-address');
    await user.click(form.getByRole('button', { name: 'Send invitations' }));
    expect(form.getByRole('alert')).toHaveTextContent('These addresses are not valid: not-an-address');
    expect(posts('/invite')).toHaveLength(0);
    await user.clear(form.getByLabelText('E-mail addresses'));
    await user.type(form.getByLabelText('E-mail addresses'), 'Ann@example.com\nbo@example.com');
    await user.type(form.getByRole('searchbox', { name: 'People on Tradeforge' }), 'Eve');
    await user.click(await form.findByRole('button', { name: 'Add Eve Ng' }));
    await user.selectOptions(
      form.getByLabelText('Add the members of a business you manage'),
      'Gulf Hydraulics',
    );
    await user.click(form.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(posts('/invite')).toHaveLength(1));
    expect(posts('/invite')[0]?.body).toEqual({
      emails: ['ann@example.com', 'bo@example.com'],
      userIDs: ['00000000-0000-4000-8000-0000000000e1'],
      businessID: business.businessID,
    });
    expect(await form.findByText('2 invited, 3 added.')).toBeInTheDocument();
  });

  it('deletes the group after confirming, and goes to the groups page', async () => {
    const group = createGroup({ name: 'Gulf Exporters', viewer: asOwner });
    const { user, calls } = openManage(group);
    await user.click(await screen.findByRole('button', { name: 'Delete group' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Gulf Exporters?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Groups page')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/groups/${group.groupID}`)),
    ).toBe(true);
  });

  it('edits the group with its current values', async () => {
    const group = createGroup({ name: 'Gulf Exporters', viewer: asOwner });
    const { user, calls } = openManage(group);
    const name = await screen.findByLabelText('Group name');
    expect(name).toHaveValue('Gulf Exporters');
    await user.type(name, ' Club');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        name: 'Gulf Exporters Club',
      }),
    );
  });
});
