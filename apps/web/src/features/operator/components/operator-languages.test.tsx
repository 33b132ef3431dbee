import { i18n } from '@lingui/core';
import type { OperatorPostRow, OperatorReport } from '@tradeforge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { operatorUserRow } from '@/test/operator-rows';
import { signIn } from '@/test/session';
import { PostsList } from './content-lists';
import { UsersList } from './people-lists';
import { ReportsList } from './reports-list';

describe('the operator console in the page’s language', () => {
  it('lists users in Spanish, the total in the Spanish number format and the moderation worded in Spanish', async () => {
    signIn('Olive');
    i18n.activate('es');
    const items = [operatorUserRow({ suspendedAt: '2026-11-24T09:00:00.000Z', suspensionReason: 'Spam' })];
    stubFetch(() => ok({ items, total: 12_345, page: 1, pageSize: 25 }));
    renderWithApp(<UsersList />);
    await screen.findByText('Rosa Mills');
    expect(screen.getByRole('heading', { name: 'Usuarios (12.345)' })).toBeInTheDocument();
    expect(screen.getByText('Suspendido el 2026-11-24: Spam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restablecer usuario' })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 494')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nombre o correo electrónico' })).toBeInTheDocument();
  });

  it('counts a post’s images in Italian', async () => {
    signIn('Olive');
    i18n.activate('it');
    const post = (postID: string, images: number): OperatorPostRow => ({
      postID,
      content: 'Pumps in stock',
      images,
      createdAt: '2026-11-20T10:00:00.000Z',
      hiddenAt: null,
      hiddenReason: null,
      author: {
        userID: '00000000-0000-4000-8000-000000000001',
        name: 'Rosa Mills',
        email: 'rosa@example.com',
        businessID: null,
        companyName: null,
      },
    });
    stubFetch(() =>
      ok({
        items: [
          post('00000000-0000-4000-8000-0000000000a1', 1),
          post('00000000-0000-4000-8000-0000000000a2', 3),
        ],
        total: 2,
        page: 1,
        pageSize: 25,
      }),
    );
    renderWithApp(<PostsList />);
    const [one, three] = await screen.findAllByRole('article', { name: 'Post di Rosa Mills' });
    expect(one).toHaveTextContent('1 immagine');
    expect(three).toHaveTextContent('3 immagini');
    expect(within(one!).getByRole('button', { name: 'Nascondi post' })).toBeInTheDocument();
  });

  it('words a report in Chinese: its reason, its state and what is gone', async () => {
    signIn('Olive');
    i18n.activate('zh');
    const report: OperatorReport = {
      reportID: '00000000-0000-4000-8000-0000000000b1',
      objectType: 'comment',
      objectID: '00000000-0000-4000-8000-0000000000c1',
      objectTitle: null,
      objectState: 'removed',
      businessID: null,
      companyName: null,
      place: null,
      rfqID: null,
      reason: 'fraud',
      note: null,
      status: 'open',
      resolution: null,
      reporterEmail: 'ben@example.com',
      createdAt: '2026-11-24T09:00:00.000Z',
      moderatedAt: null,
      moderationReason: null,
      author: null,
    };
    stubFetch(() => ok({ items: [report], total: 1, page: 1, pageSize: 25 }));
    renderWithApp(<ReportsList />);
    expect(await screen.findByText('该评论已不存在。')).toBeInTheDocument();
    expect(screen.getByText('欺诈或诈骗 — 举报人：ben@example.com')).toBeInTheDocument();
    expect(screen.getByText('（已删除的评论）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '标记为已解决' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '待处理' })).toBeInTheDocument();
  });
});
