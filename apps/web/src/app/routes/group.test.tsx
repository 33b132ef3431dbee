import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Group } from '@tradeforge/contracts';
import { failure, ok, stubFetch, type Call } from '@/test/fetch-stub';
import { asMember, asOwner, createGroup, createGroupMember, createGroupPost } from '@/test/groups';
import { clearSession } from '@/lib/session';
import { signIn } from '@/test/session';
import { Component } from './group';

const profile = { userID: '00000000-0000-4000-8000-000000000001', firstName: 'Bo', lastName: 'Baker' };

/** Opens the group's page (`tab` in its address) as a member (or a visitor), the API answering `group`. */
function openGroup(
  group: Group | null,
  { tab = '', visitor = false, posts = [createGroupPost(group ?? createGroup())] } = {},
) {
  if (visitor) clearSession();
  else signIn('member');
  const calls = stubFetch((call: Call) => {
    if (call.method === 'POST' || call.method === 'PUT') return ok({ state: 'none' });
    if (call.url.includes('/social/reaction/summary/')) return ok({ reactionCount: { like: 4 } });
    if (call.url.includes('/social/reaction/check/')) return ok({ reactionType: null });
    if (call.url.includes('/posts')) return ok({ posts, nextID: null });
    if (call.url.includes('/members?'))
      return ok({ members: [createGroupMember({ firstName: 'Cy', role: 'admin' })], total: 1 });
    if (call.url.includes('/groups/'))
      return group ? ok(group) : failure(404, 'NotFound', 'There is no such group.');
    if (call.url.endsWith('/profile')) return ok(profile);
    if (call.url.includes('/business/profile/my-list')) return ok([]);
    return ok({});
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/group/${group?.groupID ?? 'x'}${tab ? `?tab=${tab}` : ''}`]}>
        <Routes>
          <Route path="/group/:groupID" element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user };
}

describe('the group page', () => {
  it('shows loading, then the header: name, privacy, members and owner', async () => {
    const group = createGroup({ name: 'Gulf Exporters', privacy: 'private', memberCount: 3 });
    openGroup(group);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gulf Exporters' })).toBeInTheDocument();
    expect(screen.getByText('Private group')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Owens' })).toHaveAttribute(
      'href',
      `/profile/${group.owner.userID}`,
    );
  });

  it('says when the group does not exist', async () => {
    openGroup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This group does not exist or was deleted.');
  });

  it('shows a private group’s non-member the notice, not its posts, and lets them ask to join', async () => {
    const group = createGroup({ privacy: 'private', viewer: { ...createGroup().viewer, canRead: false } });
    const { calls, user } = openGroup(group);
    expect(
      await screen.findByText('This group is private. Ask to join to see its posts.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/posts'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url.endsWith(`/groups/${group.groupID}/join`)),
      ).toBe(true),
    );
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByText('Stay on topic. No spam.')).toBeInTheDocument();
    expect(screen.getByText('Machineries')).toBeInTheDocument();
  });

  it('gives a member the composer, the feed, the notification choice and Leave', async () => {
    const group = createGroup({ name: 'Gulf Exporters', viewer: asMember });
    const { calls, user } = openGroup(group);
    expect(await screen.findByRole('heading', { name: 'Create a post' })).toBeInTheDocument();
    const feed = within(await screen.findByRole('region', { name: 'Posts of Gulf Exporters' }));
    expect(await feed.findByText('Who supplies 40 MPa seals?')).toBeInTheDocument();
    expect(await feed.findByRole('button', { name: /Like/ })).toHaveTextContent('4');
    expect(feed.getByRole('button', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    const notify = screen.getByRole('combobox', { name: 'Notify me of' });
    expect(
      within(notify)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All posts', 'Highlights', 'Off']);
    await user.selectOptions(notify, 'Highlights');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT' && call.url.endsWith('/notify'))?.body).toEqual({
        notify: 'highlights',
      }),
    );
    expect(screen.queryByRole('link', { name: /Manage/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Report/ })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('tells its owner why an operator hid the group', async () => {
    openGroup(createGroup({ viewer: asOwner, moderationReason: 'Spam offers' }));
    expect(await screen.findByText('An operator hid this group: Spam offers')).toBeInTheDocument();
  });

  it('lists the members on the Members tab with their roles', async () => {
    openGroup(createGroup({ viewer: asMember }), { tab: 'members' });
    const list = within(await screen.findByRole('list', { name: /Members of/ }));
    expect(list.getByRole('link', { name: 'Cy Baker' })).toBeInTheDocument();
    expect(list.getByText('Admin')).toBeInTheDocument();
  });

  it('gives its owner Manage with the requests waiting, and no Leave', async () => {
    const group = createGroup({ viewer: asOwner, pendingRequests: 2 });
    openGroup(group);
    const manage = await screen.findByRole('link', { name: /Manage/ });
    expect(manage).toHaveAttribute('href', `/group/${group.groupID}/manage`);
    expect(manage).toHaveTextContent('2 requests');
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('lets an invited person accept or decline', async () => {
    const invited = createGroup({ viewer: { ...createGroup().viewer, state: 'invited' } });
    const first = openGroup(invited);
    await first.user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(first.calls.some((call) => call.url.endsWith('/accept'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('accepts an e-mailed invitation with its link’s token', async () => {
    const group = createGroup({ privacy: 'private', viewer: { ...createGroup().viewer, canRead: false } });
    const { calls, user } = openGroup(group, { tab: 'posts&token=abcdefghijklmnopqrstuvwxyz' });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/accept'))?.body).toEqual({
        token: 'abcdefghijklmnopqrstuvwxyz',
      }),
    );
  });

  it('lets one who asked cancel the request', async () => {
    const asked = createGroup({
      privacy: 'private',
      viewer: { ...createGroup().viewer, state: 'requested', canRead: false },
    });
    const { calls, user } = openGroup(asked);
    expect(await screen.findByText('Your request is waiting for approval.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/refuse'))).toBe(true));
  });

  it('offers a visitor to log in to join an open group, and shows its posts', async () => {
    openGroup(createGroup({ name: 'Open Club' }), { visitor: true });
    expect(await screen.findByRole('link', { name: 'Log in to join' })).toHaveAttribute(
      'href',
      expect.stringContaining('/accounts/login'),
    );
    expect(await screen.findByText('Who supplies 40 MPa seals?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create a post' })).toBeNull();
  });
});
