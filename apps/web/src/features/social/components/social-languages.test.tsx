import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import type { Comment } from '@tradeforge/contracts';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { Comments } from './comments';

const PRODUCT = '00000000-0000-4000-8000-0000000000aa';
const comment = (id: string, overrides: Partial<Comment> = {}): Comment => ({
  commentID: `00000000-0000-4000-8000-0000000000${id}`,
  content: 'Do you ship to Canada?',
  resourceType: 'product',
  resourceID: PRODUCT,
  createdAt: '2026-05-04T10:00:00.000Z',
  replies: 0,
  removed: false,
  canRemove: false,
  whoComment: {
    userID: '00000000-0000-4000-8000-000000000002',
    firstName: 'Rosa',
    lastName: 'Diaz',
    profilePhoto: null,
    businessID: null,
    companyName: null,
  },
  ...overrides,
});

describe('comments in the page’s language', () => {
  it('reads in Spanish, counts replies in the plural and dates the comment the Spanish way', async () => {
    i18n.activate('es');
    stubFetch(() =>
      ok({
        total: 2,
        comments: [comment('01', { removed: true, content: '', replies: 1 }), comment('02', { replies: 3 })],
      }),
    );
    renderWithApp(<Comments resourceID={PRODUCT} resourceType="product" />);
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    const [removed, question] = within(list).getAllByRole('listitem');
    expect(removed).toHaveTextContent('Este comentario fue eliminado.');
    expect(within(removed!).getByRole('button', { name: 'Ver 1 respuesta' })).toBeInTheDocument();
    expect(within(question!).getByRole('button', { name: 'Ver 3 respuestas' })).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-05-04T10:00:00.000Z'),
    );
    expect(within(question!).getByText(date)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to log in with the page’s language', async () => {
    i18n.activate('it');
    stubFetch(() => ok({ total: 0, comments: [] }));
    renderWithApp(<Comments resourceID={PRODUCT} resourceType="product" />);
    expect(await screen.findByText('Ancora nessun commento.')).toBeInTheDocument();
    expect(screen.getByText('Per commentare devi accedere.')).toBeInTheDocument();
    const login = new URL(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')!, 'http://x');
    expect(login.searchParams.get('lang')).toBe('it');
  });
});
