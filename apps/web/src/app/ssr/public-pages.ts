import { setupI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import allMessages from 'virtual:i18n-messages';
import { isUuid } from '@/lib/uuid';
import type { BusinessProfile, Post, Product, PublicProfile, SiteLocale } from '@tradeforge/contracts';
import { businessQueryOptions } from '@/features/businesses/api/get-business';
import { lastRegisteredQueryOptions } from '@/features/businesses/api/get-last-registered';
import {
  industryOutlineQueryOptions,
  industryTreeQueryOptions,
} from '@/features/industries/api/get-industry-tree';
import { postAuthorName, postQueryOptions } from '@/features/posts/api/get-post';
import { latestPostsQueryOptions } from '@/features/posts/api/latest-posts';
import { businessProductsQueryOptions } from '@/features/products/api/get-business-products';
import { productQueryOptions } from '@/features/products/api/get-product';
import { publicProfileQueryOptions } from '@/features/profile/api/get-public-profile';
import { facetsBodyFor, facetsQueryOptions } from '@/features/search/api/facets';
import { kindCountsBodyFor, kindCountsQueryOptions } from '@/features/search/api/kind-counts';
import { searchInputFromParams, searchQueryOptions } from '@/features/search/api/search';
import { reactionSummaryQueryOptions } from '@/features/social/api/reaction-summary';
import { PROMO_POSTER } from '@/components/promo-video';
import { taxonomyName } from '@/lib/i18n';
import type { PageMeta } from '@/lib/page-meta';
import { href, paths } from '../paths';
import type { PageExtras } from './page-head';
import {
  breadcrumbs,
  organization,
  postAuthorPath,
  product,
  socialPosting,
  website,
} from './structured-data';

export interface PageContext {
  params: Record<string, string | undefined>;
  /** The matched route's path in the route table (`/why-WBN/*`), whatever case or tail the address had. */
  routePath: string;
  /** The address within the page's language: `/search-result?...` for `/es/search-result?...`. */
  url: URL;
  locale: SiteLocale;
  queryClient: QueryClient;
  origin: string;
}

interface PublicPage {
  /** Fills the query cache with what the page shows, so it renders complete. */
  prefetch?: (context: PageContext) => Promise<void>;
  /** Canonical address, preview image and structured data, from the prefetched data and the page's own meta. */
  extras?: (context: PageContext, meta: PageMeta) => PageExtras;
}

/**
 * The page's language for the texts written into its head (breadcrumb names): the server renders pages in several
 * languages at once, so each language has an `i18n` of its own.
 */
const i18ns = new Map<SiteLocale, I18n>();
function i18nOf(locale: SiteLocale) {
  let i18n = i18ns.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: allMessages[locale] ?? {} } });
    i18ns.set(locale, i18n);
  }
  return i18n;
}

/** Breadcrumbs from the home page, named in the page's language. */
const crumbs = (context: PageContext, steps: { name: string; path: string }[]) =>
  breadcrumbs(context.origin, i18nOf(context.locale)._(msg`Home`), steps);

const cached = <T>(context: PageContext, key: readonly unknown[]) => context.queryClient.getQueryData<T>(key);

const businessPage: PublicPage = {
  prefetch: async ({ params, queryClient }) => {
    if ((params.id ?? '').length < 36) return;
    const business = await queryClient
      .fetchQuery(businessQueryOptions(params.id ?? ''))
      .catch(() => undefined);
    if (business)
      await Promise.all([
        queryClient.prefetchQuery(businessProductsQueryOptions(business.businessID)),
        queryClient.prefetchQuery(latestPostsQueryOptions(business.businessID)),
      ]);
  },
  extras: (context) => {
    const business = cached<BusinessProfile>(context, businessQueryOptions(context.params.id ?? '').queryKey);
    if (!business) return {};
    const path = href.business(business.general.companyName, business.businessID);
    return {
      canonicalPath: path,
      type: 'profile',
      image: business.general.profilePhoto?.url,
      preloadImage: business.general.coverPhoto?.url ?? business.general.profilePhoto?.url,
      jsonLd: [
        organization(context.origin, business),
        crumbs(context, [
          {
            name: taxonomyName(i18nOf(context.locale), business.general.industry.name),
            path: paths.industries,
          },
          { name: business.general.companyName, path },
        ]),
      ],
    };
  },
};

const productPage: PublicPage = {
  prefetch: async ({ params, queryClient }) => {
    if ((params.slug ?? '').length < 36) return;
    const item = await queryClient.fetchQuery(productQueryOptions(params.slug ?? '')).catch(() => undefined);
    if (!item) return;
    await Promise.all([
      queryClient.prefetchQuery(businessQueryOptions(item.businessID)),
      queryClient.prefetchQuery(reactionSummaryQueryOptions(item.productID)),
      queryClient.prefetchQuery(businessProductsQueryOptions(item.businessID)),
    ]);
  },
  extras: (context) => {
    const item = cached<Product>(context, productQueryOptions(context.params.slug ?? '').queryKey);
    const business = item && cached<BusinessProfile>(context, businessQueryOptions(item.businessID).queryKey);
    if (!item || !business) return {};
    const company = business.general.companyName;
    const path = href.product(company, item.name, item.productID);
    return {
      canonicalPath: path,
      type: 'product',
      image: item.mainImage?.url ?? item.images[0]?.url,
      preloadImage: item.mainImage?.url ?? item.images[0]?.url,
      jsonLd: [
        product(context.origin, item, business, i18nOf(context.locale)),
        crumbs(context, [
          { name: company, path: href.business(company, business.businessID) },
          { name: item.name, path },
        ]),
      ],
    };
  },
};

const postPage: PublicPage = {
  prefetch: async ({ params, queryClient }) => {
    const postID = params.postID ?? '';
    if (!isUuid(postID)) return;
    const post = await queryClient.fetchQuery(postQueryOptions(postID)).catch(() => undefined);
    // The like button's count, so the card renders whole.
    if (post) await queryClient.prefetchQuery(reactionSummaryQueryOptions(post.postID));
  },
  extras: (context) => {
    const post = cached<Post>(context, postQueryOptions(context.params.postID ?? '').queryKey);
    if (!post) return {};
    const i18n = i18nOf(context.locale);
    const author = postAuthorName(post, i18n);
    const path = href.post(post.postID);
    return {
      canonicalPath: path,
      type: 'article',
      image: post.images[0]?.url,
      jsonLd: [
        socialPosting(context.origin, post, author),
        crumbs(context, [
          { name: author, path: postAuthorPath(post) },
          { name: i18n._(msg`Post by ${author}`), path },
        ]),
      ],
    };
  },
};

/**
 * A page whose only structured data is where it sits: Home, then its own name. Its one address is the route
 * table's: /why-wbn, /ABOUT-US and /about-us/anything open pages that are /why-WBN and /about-us, as the sitemap
 * lists them.
 */
const plainPage: PublicPage = {
  extras: (context, meta) => {
    const path = context.routePath.replace(/\/\*$/, '') || paths.home;
    return {
      canonicalPath: path,
      jsonLd: [crumbs(context, [{ name: meta.title, path }])],
    };
  },
};

/** The public pages by route id (`router.tsx`); a route marked public without an entry here renders plainly. */
export const publicPages: Record<string, PublicPage> = {
  home: {
    prefetch: async ({ queryClient }) => {
      await Promise.all([
        queryClient.prefetchQuery(industryOutlineQueryOptions()),
        queryClient.prefetchQuery(lastRegisteredQueryOptions()),
      ]);
      // The outline is read from the whole tree, which the page does not show and which is many times the
      // outline's size: it stays out of the page's data, and the sidebar's flyouts read it when live.
      queryClient.removeQueries({ queryKey: industryTreeQueryOptions().queryKey, exact: true });
    },
    extras: (context) => ({
      canonicalPath: paths.home,
      // The video's poster: on a phone the largest thing in the first screen.
      preloadImage: PROMO_POSTER,
      jsonLd: [website(context.origin)],
    }),
  },
  industries: {
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(industryTreeQueryOptions()),
    extras: plainPage.extras,
  },
  'search-result': {
    prefetch: async ({ url, locale, queryClient }) => {
      const input = searchInputFromParams(url.searchParams);
      const facets = facetsBodyFor(input);
      const kinds = kindCountsBodyFor(input);
      // The facets panel and the other kinds too: arriving after hydration they would push the results aside.
      await Promise.all([
        queryClient.prefetchQuery(searchQueryOptions(input, locale)),
        facets && queryClient.prefetchQuery(facetsQueryOptions(facets, locale)),
        kinds && queryClient.prefetchQuery(kindCountsQueryOptions(kinds, locale)),
      ]);
    },
    extras: (context) => ({ canonicalPath: `${context.url.pathname}${context.url.search}` }),
  },
  'public-profile': {
    prefetch: async ({ params, queryClient }) => {
      if (!isUuid(params.id ?? '')) return;
      const profile = await queryClient
        .fetchQuery(publicProfileQueryOptions(params.id ?? ''))
        .catch(() => undefined);
      // Under the id the profile answers with, as the page asks for them.
      if (profile) await queryClient.prefetchQuery(latestPostsQueryOptions(profile.userID));
    },
    extras: (context, meta) => {
      const profile = cached<PublicProfile>(
        context,
        publicProfileQueryOptions(context.params.id ?? '').queryKey,
      );
      // One address per person, without a trailing slash or another case of the id.
      const path = profile ? href.publicProfile(profile.userID) : context.url.pathname;
      return {
        canonicalPath: path,
        type: 'profile',
        jsonLd: [crumbs(context, [{ name: meta.title, path }])],
      };
    },
  },
  business: businessPage,
  product: productPage,
  post: postPage,
};

export const plainPublicPage = plainPage;
