import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import type { Post } from '@tradeforge/contracts';
import { PostFeed } from './post-feed';

type Query = ComponentProps<typeof PostFeed>['query'];

describe('PostFeed', () => {
  it('offers Load more posts while there are more, and loads the next page with it', async () => {
    const fetchNextPage = vi.fn();
    const query = {
      isPending: false,
      isError: false,
      isFetchNextPageError: false,
      data: { pages: [{ posts: [{ postID: 'p1' } as Post] }], pageParams: [undefined] },
      hasNextPage: true,
      isFetchingNextPage: false,
      // Loaded just now: the automatic load waits 4 s, longer than this test.
      dataUpdatedAt: Date.now(),
      fetchNextPage,
      refetch: vi.fn(),
    } as unknown as Query;
    render(
      <PostFeed
        query={query}
        renderPost={(post) => <p>{post.postID}</p>}
        errorText="Your newsfeed could not be loaded."
        emptyText="Nothing yet"
        label="Posts"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
