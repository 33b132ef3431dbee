import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import type { Post, TimelinePage } from '@tradeforge/contracts';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { LatestPosts } from './latest-posts';
import { PostTime } from './post-time';

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';

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
    userID: '4f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c11',
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
    canPost: true,
  },
  posts,
  total,
});

describe('posts in the page’s language', () => {
  it('shows the latest posts in Spanish, with their counts', async () => {
    i18n.activate('es');
    const images = [{ url: '/api/files/a.webp' }, { url: '/api/files/b.webp' }, { url: '/api/files/c.webp' }];
    stubFetch(() => ok(page([post(3, { images }), post(2), post(1)], 12)));
    renderWithApp(<LatestPosts timelineID={businessID} owner="Gulf Coast Hydraulics" canPost emptyText="" />);
    const section = screen.getByRole('region', { name: 'Publicaciones' });
    const articles = await within(section).findAllByRole('article', {
      name: 'Publicación de Gulf Coast Hydraulics',
    });
    expect(articles[0]).toHaveTextContent('Publicado por Lisa Nguyen');
    expect(articles[0]).toHaveTextContent('+2 imágenes más');
    expect(within(articles[0]!).getByRole('link', { name: 'Ver publicación' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver las 12 publicaciones' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Publicar una novedad' })).toBeInTheDocument();
  });

  it('says one more picture in Italian in the singular', async () => {
    i18n.activate('it');
    stubFetch(() => ok(page([post(1, { images: [{ url: '/a.webp' }, { url: '/b.webp' }] })], 1)));
    renderWithApp(
      <LatestPosts timelineID={businessID} owner="Gulf Coast Hydraulics" canPost={false} emptyText="" />,
    );
    const [article] = await screen.findAllByRole('article', { name: 'Post di Gulf Coast Hydraulics' });
    expect(article).toHaveTextContent('+1 altra immagine');
    expect(screen.getByRole('link', { name: 'Vedi tutti i post' })).toBeInTheDocument();
  });

  it('writes a post’s time in the page’s language', () => {
    i18n.activate('es');
    const createdAt = '2026-05-04T10:00:00.000Z';
    renderWithApp(<PostTime createdAt={createdAt} />);
    const expected = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(createdAt),
    );
    expect(screen.getByText(expected)).toHaveAttribute('datetime', createdAt);
    expect(expected).toMatch(/may 2026/);
  });
});
