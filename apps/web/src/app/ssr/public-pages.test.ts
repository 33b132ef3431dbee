import { QueryClient } from '@tanstack/react-query';
import type { Post, SiteLocale } from '@tradeforge/contracts';
import { describe, expect, it } from 'vitest';
import { postQueryOptions } from '@/features/posts/api/get-post';
import { plainPublicPage, publicPages, type PageContext } from './public-pages';

const postID = '0b8f7a52-3c1e-4d7a-9a51-2a8d1f6f0c22';
const post = {
  postID,
  content: 'New valves in stock.',
  images: [],
  createdAt: '2026-01-05T10:00:00.000Z',
  author: {
    userID: '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22',
    firstName: 'Ana',
    lastName: 'Ruiz',
    businessID: null,
    companyName: null,
  },
} as unknown as Post;

const contextIn = (locale: SiteLocale, path: string): PageContext => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(postQueryOptions(postID).queryKey, post);
  return {
    params: { postID },
    routePath: path,
    url: new URL(`https://example.test${path}`),
    locale,
    queryClient,
    origin: 'https://example.test',
  };
};

const crumbNames = (extras: { jsonLd?: object[] }) =>
  (extras.jsonLd ?? [])
    .flatMap((data) => ('itemListElement' in data ? (data.itemListElement as { name: string }[]) : []))
    .map((item) => item.name);

describe('the breadcrumbs a server-rendered page writes into its head', () => {
  it('name the home page and the post in English on an English page', () => {
    const extras = publicPages.post!.extras!(contextIn('en', `/post/${postID}`), {
      title: '',
      description: '',
    });
    expect(crumbNames(extras)).toEqual(['Home', 'Ana Ruiz', 'Post by Ana Ruiz']);
  });

  it('name them in the page’s language, several languages side by side', () => {
    const es = publicPages.post!.extras!(contextIn('es', `/post/${postID}`), { title: '', description: '' });
    const zh = publicPages.post!.extras!(contextIn('zh', `/post/${postID}`), { title: '', description: '' });
    expect(crumbNames(es)).toEqual(['Inicio', 'Ana Ruiz', 'Publicación de Ana Ruiz']);
    expect(crumbNames(zh)).toEqual(['首页', 'Ana Ruiz', 'Ana Ruiz 的动态']);
  });

  it('put a plain page under the home page in its language', () => {
    const extras = plainPublicPage.extras!(contextIn('it', '/industries'), {
      title: 'Tutti i settori e le categorie',
      description: '',
    });
    expect(crumbNames(extras)).toEqual(['Home', 'Tutti i settori e le categorie']);
  });
});
