import type { NotificationItem, NotificationPage } from '@tradeforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';

const item = (id: string, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'like',
  object: {
    type: 'product',
    id: '00000000-0000-4000-8000-00000000000' + id,
    title: `Pump ${id}`,
    productName: `Pump ${id}`,
    companyName: 'Acme Pumps',
    businessID: '00000000-0000-4000-8000-000000000100',
  },
  actors: [
    { userID: '00000000-0000-4000-8000-000000000200', name: 'Ana Ruiz', businessID: null, companyName: null },
  ],
  actorCount: 5,
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

describe('NotificationList', () => {
  it('shows grouped lines linking to their objects, loads the next page and marks all read', async () => {
    const pages: Record<string, NotificationPage> = {
      first: { notifications: [item('1'), item('2', { read: true })], unread: 1, nextCursor: '1-2' },
      second: {
        notifications: [
          item('3', {
            kind: 'follow',
            object: { ...item('3').object, type: 'business', title: 'Acme Pumps' },
          }),
        ],
        unread: 1,
        nextCursor: null,
      },
    };
    const calls = stubFetch(({ url, method }) => {
      if (method === 'POST') return ok({ unread: 0 });
      return ok(url.includes('cursor=1-2') ? pages.second : pages.first);
    });
    const { user } = renderWithApp(<NotificationList />);
    const first = await screen.findByRole('link', { name: /^Unread: Ana Ruiz and 4 others liked Pump 1/ });
    expect(first).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/business-product\/.*00000000-0000-4000-8000-000000000001/),
    );
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('link', { name: /Ana Ruiz and 4 others followed Acme Pumps/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/business\//));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('All read')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true });
    expect(screen.queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    stubFetch(() => ok({ notifications: [], unread: 0, nextCursor: null }));
    renderWithApp(<NotificationList />);
    expect(await screen.findByText(/You are all caught up/)).toBeInTheDocument();
  });
});

describe('NotificationSettings', () => {
  it('offers no mail choice for messages and saves a changed kind', async () => {
    const settings = [
      { kind: 'like', delivery: 'site' },
      { kind: 'message', delivery: 'site' },
    ];
    const calls = stubFetch(({ method }) =>
      ok(method === 'PUT' ? { settings: [{ kind: 'like', delivery: 'digest' }, settings[1]] } : { settings }),
    );
    const { user } = renderWithApp(<NotificationSettings />);
    const likes = await screen.findByLabelText('Likes of my businesses, products, posts and comments');
    const messages = screen.getByLabelText('New messages in my conversations');
    expect([...messages.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'site',
      'digest',
      'off',
    ]);
    await user.selectOptions(likes, 'digest');
    await waitFor(() => expect(likes).toHaveValue('digest'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      settings: [{ kind: 'like', delivery: 'digest' }],
    });
  });
});
