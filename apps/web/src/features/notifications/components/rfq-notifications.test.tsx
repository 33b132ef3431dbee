import { i18n } from '@lingui/core';
import type { NotificationItem } from '@tradeforge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';

const rfqID = '00000000-0000-4000-8000-0000000000a5';
const businessID = '00000000-0000-4000-8000-0000000000b5';

const rfqItem = (id: string, event: string, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'rfq',
  object: { type: 'rfq', id: rfqID, title: 'Ball valves DN50', event, businessID, companyName: 'Acme Pumps' },
  actors: [],
  actorCount: 0,
  read: true,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

const supplier = {
  userID: '00000000-0000-4000-8000-000000000200',
  name: 'Ana Ruiz',
  businessID: '00000000-0000-4000-8000-000000000201',
  companyName: 'Gulf Valve Works',
};

const items = [
  rfqItem('1', 'matched'),
  rfqItem('2', 'quote', {
    object: { type: 'rfq', id: rfqID, title: 'Ball valves DN50', event: 'quote' },
    actors: [supplier],
    actorCount: 3,
  }),
  rfqItem('3', 'accepted'),
  rfqItem('4', 'declined'),
  rfqItem('5', 'not-selected'),
  rfqItem('6', 'expired', {
    object: { type: 'rfq', id: rfqID, title: 'Ball valves DN50', event: 'expired' },
  }),
];

describe('buying request notifications', () => {
  it('word each event without naming the buyer, and lead to the request', async () => {
    stubFetch(() => ok({ notifications: items, unread: 0, nextCursor: null }));
    renderWithApp(<NotificationList />);
    const lines = [
      'New buying request for Acme Pumps: “Ball valves DN50”',
      'Gulf Valve Works and 2 others quoted on your buying request “Ball valves DN50”',
      'The buyer accepted the quote of Acme Pumps on “Ball valves DN50”',
      'The buyer declined the quote of Acme Pumps on “Ball valves DN50”',
      'The buyer chose another quote on “Ball valves DN50”; thank you for quoting for Acme Pumps',
      'Your buying request “Ball valves DN50” has expired',
    ];
    for (const line of lines)
      expect(await screen.findByRole('link', { name: new RegExp(line) })).toHaveAttribute(
        'href',
        `/rfq/${rfqID}`,
      );
  });

  it('are worded in the page’s language', async () => {
    i18n.activate('es');
    stubFetch(() => ok({ notifications: items.slice(0, 2), unread: 0, nextCursor: null }));
    renderWithApp(<NotificationList />);
    expect(
      await screen.findByRole('link', {
        name: /Nueva solicitud de compra para Acme Pumps: “Ball valves DN50”/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: /Gulf Valve Works y 2 más cotizaron en su solicitud de compra “Ball valves DN50”/,
      }),
    ).toBeInTheDocument();
  });

  it('have their own setting', async () => {
    stubFetch(() => ok({ settings: [{ kind: 'rfq', delivery: 'digest' }] }));
    renderWithApp(<NotificationSettings />);
    const select = await screen.findByRole('combobox', {
      name: 'Buying requests for my businesses, and quotes on my requests and their outcome',
    });
    expect(within(select).getByRole('option', { name: 'On the site and in a daily mail' })).toHaveProperty(
      'selected',
      true,
    );
  });
});
