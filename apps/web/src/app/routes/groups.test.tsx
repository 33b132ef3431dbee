import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GROUP_LIMITS } from '@tradeforge/contracts';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { createGroupCard } from '@/test/groups';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { Component } from './groups';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function open(handler: Parameters<typeof stubFetch>[0]) {
  signIn('member');
  const calls = stubFetch(handler);
  const view = renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Component />
            <Address />
          </>
        }
      />
    </Routes>,
  );
  const lists = (name: string) =>
    calls.filter((call) => call.url.includes(`/groups?`) && call.url.includes(name));
  return { ...view, calls, lists };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the groups page', () => {
  it('shows my groups and suggested groups with their privacy, members, industry and state', async () => {
    const mine = createGroupCard({ name: 'Gulf Exporters', privacy: 'private', viewerState: 'member' });
    const asked = createGroupCard({ name: 'Valve Buyers', privacy: 'private', viewerState: 'requested' });
    const suggested = createGroupCard({ name: 'Pump Makers', memberCount: 1 });
    open(({ url }) =>
      url.includes('mine=1')
        ? ok({ groups: [mine, asked], total: 2 })
        : ok({ groups: [suggested], total: 1 }),
    );
    const card = within(await section('My groups').findByRole('article', { name: 'Gulf Exporters' }));
    expect(card.getByText('Private group')).toBeInTheDocument();
    expect(card.getByText('12 members')).toBeInTheDocument();
    expect(card.getByText('Machineries')).toBeInTheDocument();
    expect(card.getByText('Member')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Gulf Exporters' })).toHaveAttribute(
      'href',
      `/group/${mine.groupID}`,
    );
    expect(section('My groups').getByText('Requested')).toBeInTheDocument();
    const other = within(await section('Suggested for you').findByRole('article', { name: 'Pump Makers' }));
    expect(other.getByText('1 member')).toBeInTheDocument();
    expect(other.getByRole('button', { name: 'Join Pump Makers' })).toBeInTheDocument();
  });

  it('says I am in no group yet and offers to create one', async () => {
    open(() => ok({ groups: [], total: 0 }));
    expect(await section('My groups').findByText('You are not in any group yet.')).toBeInTheDocument();
    expect(section('My groups').getByRole('link', { name: 'Create group' })).toHaveAttribute(
      'href',
      '/groups/new',
    );
  });

  it('shows loading, then an error with Try again', async () => {
    let fail = true;
    const { user } = open(({ url }) =>
      url.includes('mine=1') && fail ? failure(500, 'InternalServerError') : ok({ groups: [], total: 0 }),
    );
    expect(section('My groups').getByRole('status', { name: 'Loading groups' })).toBeInTheDocument();
    const alert = await section('My groups').findByRole('alert');
    expect(alert).toHaveTextContent('The groups could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section('My groups').findByText('You are not in any group yet.')).toBeInTheDocument();
  });

  it('asks to join a private group and pages through the suggestions', async () => {
    const total = GROUP_LIMITS.pageSize + 1;
    const { user, calls, lists } = open(({ url, method }) => {
      if (method === 'POST') return ok({ state: 'requested' });
      if (url.includes('mine=1')) return ok({ groups: [], total: 0 });
      const skip = Number(new URL(url, 'http://x').searchParams.get('skip'));
      return ok({
        groups: [createGroupCard({ name: skip ? 'Second page' : 'Steel Club', privacy: 'private' })],
        total,
      });
    });
    const ask = await section('Suggested for you').findByRole('button', { name: 'Ask to join Steel Club' });
    await user.click(ask);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/join'))).toBe(true),
    );
    expect(section('Suggested for you').getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(section('Suggested for you').getByRole('button', { name: 'Next' }));
    expect(await section('Suggested for you').findByText('Second page')).toBeInTheDocument();
    expect(lists('suggested=1').some((call) => call.url.includes(`skip=${GROUP_LIMITS.pageSize}`))).toBe(
      true,
    );
  });

  it('searches groups by text, keeping it in the address, with its own empty state', async () => {
    const { user, lists } = open(() => ok({ groups: [], total: 0 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'hydraulic seals');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/?q=hydraulic+seals');
    expect(
      await section('Groups matching “hydraulic seals”').findByText(/No group matches “hydraulic seals”/),
    ).toBeInTheDocument();
    expect(lists('q=hydraulic+seals')).toHaveLength(1);
  });
});
