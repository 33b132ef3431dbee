import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post, TimelinePage } from '@tradeforge/contracts';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { LatestPosts } from './latest-posts';

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';
const userID = '4f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c11';

const post = (n: number, extra: Partial<Post> = {}): Post => ({
  postID: `00000000-0000-4000-8000-00000000000${n}`,
  content: `Update number ${n} from the Tampa plant.`,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  timelineID: businessID,
  timelineType: 'business',
  businessID,
  images: [],
  canRemove: false,
  author: {
    userID,
    firstName: 'Lisa',
    lastName: 'Nguyen',
    profilePhoto: null,
    businessID,
    companyName: 'Gulf Coast Hydraulics',
    businessPhoto: null,
  },
  ...extra,
});

const page = (posts: Post[], total: number): TimelinePage => ({
  timeline: {
    timelineID: businessID,
    timelineType: 'business',
    name: 'Gulf Coast Hydraulics',
    photo: null,
    canPost: false,
  },
  posts,
  total,
});

const render = (canPost: boolean) =>
  renderWithApp(
    <LatestPosts
      timelineID={businessID}
      owner="Gulf Coast Hydraulics"
      canPost={canPost}
      emptyText="Gulf Coast Hydraulics has not posted yet."
    />,
  );

describe('LatestPosts', () => {
  it('shows the newest three posts with links to them and to the whole timeline', async () => {
    const image = { url: '/api/files/a.webp' };
    const calls = stubFetch(() =>
      ok(page([post(3, { images: [image, { url: '/api/files/b.webp' }] }), post(2), post(1)], 12)),
    );
    render(false);
    const section = screen.getByRole('region', { name: 'Posts' });
    const articles = await within(section).findAllByRole('article', {
      name: 'Post by Gulf Coast Hydraulics',
    });
    expect(articles).toHaveLength(3);
    expect(calls[0]!.url).toContain(`/timeline/load/${businessID}?skip=0&size=3`);
    expect(articles[0]).toHaveTextContent('Update number 3 from the Tampa plant.');
    expect(articles[0]).toHaveTextContent('Posted by Lisa Nguyen');
    expect(articles[0]).toHaveTextContent('+1 more picture');
    expect(within(articles[0]!).getByRole('link', { name: 'View post' })).toHaveAttribute(
      'href',
      `/post/${post(3).postID}`,
    );
    expect(within(section).getByRole('link', { name: 'See all 12 posts' })).toHaveAttribute(
      'href',
      `/timeline/${businessID}`,
    );
    expect(within(section).queryByRole('link', { name: 'Post an update' })).toBeNull();
  });

  it("gives whoever may post there the way to the timeline's create-post box", async () => {
    stubFetch(() => ok(page([post(1)], 1)));
    render(true);
    expect(await screen.findByRole('link', { name: 'See all posts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post an update' })).toHaveAttribute(
      'href',
      `/timeline/${businessID}?compose=1`,
    );
  });

  it('says so when there is no post yet, still offering to post, and when the posts cannot be loaded', async () => {
    stubFetch(() => ok(page([], 0)));
    const first = render(true);
    expect(await screen.findByText('Gulf Coast Hydraulics has not posted yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Post an update' })).toBeInTheDocument();
    first.unmount();

    let fail = true;
    stubFetch(() => (fail ? failure(503, 'ServiceUnavailable') : ok(page([post(1)], 1))));
    const { user } = render(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('The posts could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Update number 1');
  });
});
