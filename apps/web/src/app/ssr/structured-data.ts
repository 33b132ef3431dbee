import type { I18n } from '@lingui/core';
import type { BusinessProfile, Post, Product } from '@tradeforge/contracts';
import { taxonomyName } from '@/lib/i18n';
import { runtimeConfig } from '@/lib/runtime-config';
import { href, paths } from '../paths';
import { absoluteUrl } from './page-head';

type Crumb = { name: string; path: string };
const imageOf = (photo: { url: string } | null | undefined) => photo?.url;

/** schema.org BreadcrumbList: Home (`home`, its name in the page's language), then the given steps. */
export function breadcrumbs(origin: string, home: string, steps: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: home, path: paths.home }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

/** The site itself, with its search as a SearchAction (search engines may offer a search box for it). */
export function website(origin: string) {
  return {
    '@type': 'WebSite',
    name: runtimeConfig.siteName,
    url: absoluteUrl(origin, paths.home),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, paths.searchResult)}?business=MA&countries=global&search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

const compact = <T extends object>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined && field !== ''),
  );

const phoneOf = (phone: BusinessProfile['contactInfo']['phone']) =>
  phone ? `+${phone.countryCode.replace(/^\+/, '')} ${phone.businessPhoneNumber}` : undefined;

/** A business as a schema.org Organization with its postal address. */
export function organization(origin: string, business: BusinessProfile) {
  const { general, contactInfo } = business;
  const url = absoluteUrl(origin, href.business(general.companyName, business.businessID));
  const logo = imageOf(general.profilePhoto);
  return compact({
    '@type': 'Organization',
    '@id': url,
    name: general.companyName,
    url,
    description: general.shortDescription,
    logo: logo && absoluteUrl(origin, logo),
    image: logo && absoluteUrl(origin, logo),
    foundingDate: general.yearStablished ? String(general.yearStablished) : undefined,
    telephone: phoneOf(contactInfo.phone),
    sameAs: contactInfo.website ? [contactInfo.website] : undefined,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: contactInfo.legalAddressEnglish,
      addressLocality: contactInfo.city,
      addressRegion: contactInfo.state?.stateName,
      postalCode: contactInfo.zipcode,
      addressCountry: contactInfo.country.code,
    }),
  });
}

/** A product as a schema.org Product, its business as brand and manufacturer. */
export function product(origin: string, item: Product, business: BusinessProfile, i18n: I18n) {
  const maker = {
    '@type': 'Organization',
    name: business.general.companyName,
    url: absoluteUrl(origin, href.business(business.general.companyName, business.businessID)),
  };
  const images = [item.mainImage, ...item.images]
    .map(imageOf)
    .filter((url): url is string => !!url)
    .map((url) => absoluteUrl(origin, url));
  return compact({
    '@type': 'Product',
    name: item.name,
    description: item.description,
    sku: item.productID,
    url: absoluteUrl(origin, href.product(business.general.companyName, item.name, item.productID)),
    image: images.length > 0 ? [...new Set(images)] : undefined,
    category: [item.industry, item.category, item.subCategory]
      .flatMap((entry) => (entry ? [taxonomyName(i18n, entry.name)] : []))
      .join(' > '),
    keywords: item.keywords.join(', '),
    brand: maker,
    manufacturer: maker,
    additionalProperty: item.specs.map((spec) => ({
      '@type': 'PropertyValue',
      name: spec.key,
      value: spec.value,
    })),
  });
}

/** Where a post's author is: the business it was posted as, or the person's profile. */
export function postAuthorPath(post: Post) {
  const { author } = post;
  return author.businessID
    ? href.business(author.companyName ?? '', author.businessID)
    : href.publicProfile(author.userID);
}

/** A post as a schema.org SocialMediaPosting by its business (an Organization) or its author (a Person). */
export function socialPosting(origin: string, post: Post, authorName: string) {
  const images = post.images.map((image) => absoluteUrl(origin, image.url));
  return compact({
    '@type': 'SocialMediaPosting',
    '@id': absoluteUrl(origin, href.post(post.postID)),
    url: absoluteUrl(origin, href.post(post.postID)),
    headline: post.content.replace(/\s+/g, ' ').trim().slice(0, 110),
    articleBody: post.content,
    datePublished: post.createdAt,
    image: images.length > 0 ? images : undefined,
    author: {
      '@type': post.author.businessID ? 'Organization' : 'Person',
      name: authorName,
      url: absoluteUrl(origin, postAuthorPath(post)),
    },
  });
}
