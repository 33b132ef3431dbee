import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsfeedPage } from '@tradeforge/contracts';
import { ok, stubFetch } from '@/test/fetch-stub';
import { createGroupPost } from '@/test/groups';
import { renderWithApp } from '@/test/render';
import { groupPostsQueryKey } from '../api/load-group-posts';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';

const group = { groupID: '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c99', name: 'Gulf Exporters' };
const me = { type: 'user' as const, id: '00000000-0000-4000-8000-000000000001', name: 'Bo Baker' };

describe('posts in a group', () => {
  it('marks a post written in a group with a link to the group', () => {
    renderWithApp(<PostCard post={createGroupPost(group)} />);
    const post = within(screen.getByRole('article', { name: 'Post by Bo Baker' }));
    expect(post.getByText(/^in/)).toHaveTextContent('in Gulf Exporters');
    expect(post.getByRole('link', { name: 'Gulf Exporters' })).toHaveAttribute(
      'href',
      `/group/${group.groupID}`,
    );
  });

  it('shows no group on a timeline post', () => {
    renderWithApp(<PostCard post={{ ...createGroupPost(group), group: undefined, timelineType: 'user' }} />);
    expect(screen.queryByRole('link', { name: 'Gulf Exporters' })).toBeNull();
  });

  it('posts to the group as the member, and puts the post first in the group feed', async () => {
    const created = createGroupPost(group, { content: 'Hello group' });
    const calls = stubFetch(() => ok(created));
    const { user, queryClient } = renderWithApp(
      <PostComposer actors={[me]} target={{ type: 'group', id: group.groupID }} />,
    );
    queryClient.setQueryData(groupPostsQueryKey(group.groupID), {
      pages: [{ posts: [], nextID: null } satisfies NewsfeedPage],
      pageParams: [undefined],
    });
    expect(screen.getByText('Bo Baker')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'What do you want to share?' }), 'Hello group');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/social/posts/make-post'))).toBe(true),
    );
    expect(calls.find((call) => call.url.endsWith('/make-post'))?.body).toEqual({
      content: 'Hello group',
      timelineID: group.groupID,
      timelineType: 'group',
      images: [],
    });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ pages: NewsfeedPage[] }>(groupPostsQueryKey(group.groupID))?.pages[0]
          ?.posts,
      ).toEqual([created]),
    );
  });
});
