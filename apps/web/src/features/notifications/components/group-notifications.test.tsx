import { i18n } from '@lingui/core';
import type { NotificationItem } from '@tradeforge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';

const groupID = '00000000-0000-4000-8000-0000000000a1';
const postID = '00000000-0000-4000-8000-0000000000b1';

const groupItem = (id: string, event: string, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'group',
  object: { type: 'group', id: groupID, groupID, title: 'Gulf Exporters', event },
  actors: [
    { userID: '00000000-0000-4000-8000-000000000200', name: 'Ana Ruiz', businessID: null, companyName: null },
  ],
  actorCount: 1,
  read: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const items = [
  groupItem('1', 'requested', { actorCount: 3 }),
  groupItem('2', 'approved'),
  groupItem('3', 'invited'),
  groupItem('4', 'post', {
    object: { type: 'group', id: groupID, groupID, title: 'Gulf Exporters', event: 'post', postID },
  }),
];

describe('group notifications', () => {
  it('word each event and lead to the requests, the group or the new post', async () => {
    stubFetch(() => ok({ notifications: items, unread: 0, nextCursor: null }));
    renderWithApp(<NotificationList />);
    expect(
      await screen.findByRole('link', { name: /Ana Ruiz and 2 others asked to join Gulf Exporters/ }),
    ).toHaveAttribute('href', `/group/${groupID}/manage`);
    expect(
      screen.getByRole('link', { name: /Ana Ruiz approved your request to join Gulf Exporters/ }),
    ).toHaveAttribute('href', `/group/${groupID}`);
    expect(screen.getByRole('link', { name: /Ana Ruiz invited you to join Gulf Exporters/ })).toHaveAttribute(
      'href',
      `/group/${groupID}`,
    );
    expect(screen.getByRole('link', { name: /Ana Ruiz posted in Gulf Exporters/ })).toHaveAttribute(
      'href',
      `/post/${postID}`,
    );
  });

  it('are worded in the page’s language', async () => {
    i18n.activate('es');
    stubFetch(() => ok({ notifications: items.slice(0, 1), unread: 0, nextCursor: null }));
    renderWithApp(<NotificationList />);
    expect(
      await screen.findByRole('link', { name: /Ana Ruiz y 2 más pidieron unirse a Gulf Exporters/ }),
    ).toBeInTheDocument();
  });

  it('have their own setting', async () => {
    stubFetch(() => ok({ settings: [{ kind: 'group', delivery: 'mail' }] }));
    renderWithApp(<NotificationSettings />);
    const select = await screen.findByRole('combobox', {
      name: 'Join requests, approvals, invitations and new posts of my groups',
    });
    expect(within(select).getByRole('option', { name: 'On the site and by mail at once' })).toHaveProperty(
      'selected',
      true,
    );
  });
});
