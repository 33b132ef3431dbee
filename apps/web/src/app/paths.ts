import { DEFAULT_SEARCH_BUSINESS_TYPE, GLOBAL_COUNTRY } from '@tradeforge/contracts';

/**
 * Every route path of the site in one table, with typed builders for links. Business and product slugs are made
 * here only (spec part 2, section 2.1): name parts with spaces as hyphens, then the id, URL-encoded twice.
 */
export const paths = {
  home: '/',
  searchResult: '/search-result',
  industries: '/industries',
  setId: '/SetID',
  profile: '/profile',
  profileEdit: '/profile/edit',
  accountDeleted: '/account-deleted',
  publicProfile: '/profile/:id',
  myMessages: '/my-messages',
  notifications: '/notifications',
  favorites: '/favorites',
  savedSearches: '/saved-searches',
  businessInsights: '/business/:id/insights',
  myBusiness: '/my-business',
  /** The link of an invitation's mail (the API's `invitations-service.ts` writes it). */
  businessInvitation: '/business-invitation/:invitationID',
  businessCreate: '/business/create',
  business: '/business/:id',
  businessEdit: '/business/:id/edit/:tab?',
  businessMembers: '/business/:id/members',
  businessMember: '/business/:id/member',
  businessProducts: '/business/:id/products',
  businessProduct: '/business/:id/product',
  businessSendRequest: '/business/:id/send-request',
  businessRequests: '/business/:id/requests/:rid?',
  businessMembership: '/business/:id/membership',
  businessReceipt: '/business/:id/membership/receipts/:receiptId',
  product: '/business-product/:slug',
  newsfeed: '/newsfeed',
  timeline: '/timeline/:timelineID',
  post: '/post/:postID',
  aboutUs: '/about-us',
  missionVision: '/mission-vision',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  ourNetwork: '/our-network',
  whyWbn: '/why-WBN',
  advertiseWithUs: '/advertise-with-us',
  freeMarketing: '/free-marketing',
  messageCenter: '/message-center',
  workWithUs: '/work-with-wbn',
  contactUs: '/contact-us',
  contactForm: '/contact-us/form',
  membershipStandard: '/membership-standard',
  membershipGold: '/membership-gold',
  membershipPremium: '/membership-premium',
  membershipPlatinum: '/membership-platinum',
  tips: '/b2b-tips',
  operator: '/operator',
  groups: '/groups',
  groupCreate: '/groups/new',
  group: '/group/:groupID',
  groupManage: '/group/:groupID/manage',
  rfqs: '/rfq',
  rfqNew: '/rfq/new',
  rfq: '/rfq/:rfqID',
  businessRfqs: '/business/:id/rfq',
} as const;

/** The seven export tips (spec part 2, section 2.1), numbered 0 to 6; tip 0 is the export guide. */
export const TIP_SLUGS = [
  'export-to-the-world-tip-0',
  'how-to-create-export-system-tip-1',
  'industrial-marketing-tip-2',
  'distribution-network-tip-3',
  'international-buyers-tip-4',
  'qualified-exporting-companies-tip-5',
  'best-products-for-export-tip-6',
] as const;
export type TipSlug = (typeof TIP_SLUGS)[number];

/** The query parameter of a page with a create-post box that puts the focus in it (`href.compose`). */
export const COMPOSE_PARAM = 'compose';

export interface SearchParams {
  business: string;
  countries: string;
  search: string;
}

const searchUrl = ({ business, countries, search }: SearchParams) =>
  `${paths.searchResult}?${new URLSearchParams({ business, countries, search }).toString()}`;

const slug = (...parts: string[]) =>
  encodeURIComponent(encodeURIComponent(parts.map((part) => part.trim().replace(/\s+/g, '-')).join('-')));

export const href = {
  home: () => paths.home,
  industries: () => paths.industries,
  /** One industry's section of the industries page (`industry-tree.tsx` gives each section this id). */
  industry: (industryID: string) => `${paths.industries}#industry-${encodeURIComponent(industryID)}`,
  profile: () => paths.profile,
  profileEdit: () => paths.profileEdit,
  accountDeleted: () => paths.accountDeleted,
  publicProfile: (userID: string) => `/profile/${encodeURIComponent(userID)}`,
  search: searchUrl,
  /** The search bar's default search for a text (manufacturers, worldwide): what industry and category links open. */
  searchFor: (text: string) =>
    searchUrl({ business: DEFAULT_SEARCH_BUSINESS_TYPE, countries: GLOBAL_COUNTRY, search: text }),
  business: (companyName: string, businessID: string) => `/business/${slug(companyName, businessID)}/`,
  /** The inquiry form; `productID` names the product the buyer asks about. */
  sendRequest: (businessID: string, productID?: string) =>
    `/business/${encodeURIComponent(businessID)}/send-request${productID ? `?${new URLSearchParams({ product: productID }).toString()}` : ''}`,
  /** A business's message center, on one thread when `rid` is given. */
  businessRequests: (businessID: string, rid?: string) =>
    `/business/${encodeURIComponent(businessID)}/requests${rid ? `/${encodeURIComponent(rid)}` : ''}`,
  /** My conversations as a buyer (sent as me or as my businesses). */
  notifications: () => paths.notifications,
  favorites: () => paths.favorites,
  savedSearches: () => paths.savedSearches,
  /** The Insights tab of a business (its owners and admins). */
  businessInsights: (companyName: string, businessID: string) =>
    `/business/${slug(companyName, businessID)}/insights`,
  myMessages: (rid?: string) => `${paths.myMessages}${rid ? `/${encodeURIComponent(rid)}` : ''}`,
  product: (companyName: string, productName: string, productID: string) =>
    `/business-product/${slug(companyName, productName, productID)}`,
  tip: (tipSlug: TipSlug) => `${paths.tips}/${tipSlug}`,
  businessCreate: () => paths.businessCreate,
  myBusiness: () => paths.myBusiness,
  newsfeed: () => paths.newsfeed,
  timeline: (timelineID: string) => `/timeline/${encodeURIComponent(timelineID)}`,
  /**
   * "Post an update": a timeline, or My B2B without an id, with the create-post box taking the focus
   * (`COMPOSE_PARAM`). The box is there for whoever may post on it.
   */
  compose: (timelineID?: string) =>
    `${timelineID ? `/timeline/${encodeURIComponent(timelineID)}` : paths.newsfeed}?${COMPOSE_PARAM}=1`,
  post: (postID: string) => `/post/${encodeURIComponent(postID)}`,
  membershipCheckoutChoice: () => `${paths.myBusiness}?membership=choose-business`,
  businessMembership: (businessID: string) => `/business/${encodeURIComponent(businessID)}/membership`,
  /** A tab of Manage Profile (`verification`, `general`, ...). */
  businessEdit: (businessID: string, tab: string) =>
    `/business/${encodeURIComponent(businessID)}/edit/${tab}`,
  businessReceipt: (businessID: string, receiptID: string) =>
    `/business/${encodeURIComponent(businessID)}/membership/receipts/${encodeURIComponent(receiptID)}`,
  /** The groups page, on a search of groups when `q` is given (the search results' Groups kind links here). */
  groups: (q?: string) => (q ? `${paths.groups}?${new URLSearchParams({ q }).toString()}` : paths.groups),
  groupCreate: () => paths.groupCreate,
  group: (groupID: string) => `/group/${encodeURIComponent(groupID)}`,
  groupManage: (groupID: string) => `/group/${encodeURIComponent(groupID)}/manage`,
  /** Buying requests: mine, or with `open` the open public ones. */
  rfqs: (view?: 'open') => (view ? `${paths.rfqs}?${new URLSearchParams({ view }).toString()}` : paths.rfqs),
  rfqNew: () => paths.rfqNew,
  rfq: (rfqID: string) => `/rfq/${encodeURIComponent(rfqID)}`,
  /** A business's RFQ inbox, on one of its tabs (matched by default). */
  businessRfqs: (businessID: string, kind?: 'matched' | 'public' | 'quoted') =>
    `/business/${encodeURIComponent(businessID)}/rfq${kind && kind !== 'matched' ? `?${new URLSearchParams({ kind }).toString()}` : ''}`,
};

/** Ids in slugs are the last 36 characters (a UUID), whatever the name before them. */
export const idFromSlug = (value: string) => decodeURIComponent(decodeURIComponent(value)).slice(-36);
