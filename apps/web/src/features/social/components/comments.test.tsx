import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@tradeforge/contracts';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { Comments } from './comments';

const PRODUCT = '00000000-0000-4000-8000-0000000000aa';
const comment = (id: string, overrides: Partial<Comment>): Comment => ({
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

describe('Comments', () => {
  it('shows a removed comment as a placeholder with its replies, and offers the remove action the API allows', async () => {
    signIn('owner');
    const page = {
      total: 2,
      comments: [
        comment('01', {
          content: '',
          removed: true,
          replies: 1,
          whoComment: { ...comment('01', {}).whoComment, firstName: '', lastName: '' },
        }),
        comment('02', { content: 'Cheap watches at example.net', canRemove: true }),
      ],
    };
    const calls = stubFetch((call) =>
      call.method === 'DELETE'
        ? ok({ deleted: true })
        : ok(call.url.includes(PRODUCT) ? page : { total: 0, comments: [] }),
    );
    const { user } = renderWithApp(<Comments resourceID={PRODUCT} resourceType="product" />);

    const list = await screen.findByRole('list', { name: 'Comments' });
    const [removed, spam] = within(list).getAllByRole('listitem');
    expect(within(removed!).getByText('This comment was removed.')).toBeInTheDocument();
    expect(within(removed!).queryByRole('button', { name: /Reply|Remove|Delete/ })).not.toBeInTheDocument();
    expect(within(removed!).getByRole('button', { name: 'View 1 reply' })).toBeInTheDocument();

    await user.click(within(spam!).getByRole('button', { name: 'Remove comment by Rosa Diaz' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
        '/api/social/comments/00000000-0000-4000-8000-000000000002',
      ),
    );
  });

  it('offers no remove action on comments the viewer may not remove', async () => {
    stubFetch(() => ok({ total: 1, comments: [comment('03', {})] }));
    renderWithApp(<Comments resourceID={PRODUCT} resourceType="product" />);
    expect(await screen.findByText('Do you ship to Canada?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Delete/ })).not.toBeInTheDocument();
  });
});
