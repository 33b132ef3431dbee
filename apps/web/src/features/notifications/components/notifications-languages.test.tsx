import { i18n } from '@lingui/core';
import type { NotificationItem } from '@tradeforge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';

const item: NotificationItem = {
  id: '1',
  kind: 'like',
  object: {
    type: 'product',
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Pump 1',
    productName: 'Pump 1',
    companyName: 'Acme Pumps',
    businessID: '00000000-0000-4000-8000-000000000100',
  },
  actors: [
    { userID: '00000000-0000-4000-8000-000000000200', name: 'Ana Ruiz', businessID: null, companyName: null },
  ],
  actorCount: 1,
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('notifications in the page’s language', () => {
  it('lists them in Italian, dated the Italian way', async () => {
    i18n.activate('it');
    stubFetch(() => ok({ notifications: [item], unread: 1, nextCursor: null }));
    renderWithApp(<NotificationList />);
    const list = await screen.findByRole('list', { name: 'Notifiche' });
    expect(screen.getByText('1 non lette')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Segna tutte come lette' })).toBeEnabled();
    const date = new Intl.DateTimeFormat('it', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(item.updatedAt),
    );
    expect(within(list).getByText(date)).toHaveAttribute('datetime', item.updatedAt);
    expect(date).toMatch(/nov 2026/);
  });

  it('names the kinds and deliveries of the settings in Spanish', async () => {
    i18n.activate('es');
    stubFetch(() => ok({ settings: [{ kind: 'follow', delivery: 'digest' }] }));
    renderWithApp(<NotificationSettings />);
    const select = await screen.findByRole('combobox', { name: 'Nuevos seguidores de mis empresas' });
    expect(within(select).getByRole('option', { name: 'En el sitio y en un correo diario' })).toHaveProperty(
      'selected',
      true,
    );
    expect(within(select).getByRole('option', { name: 'Desactivadas' })).toBeInTheDocument();
  });
});
