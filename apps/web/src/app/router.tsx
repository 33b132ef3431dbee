import { Navigate, type RouteObject } from 'react-router';
import { MembersOnly } from './layout/members-only';
import { RootLayout } from './layout/root-layout';
import { paths, TIP_SLUGS } from './paths';
import { PageLoading } from '@/components/ui/page-status';
import { loadCatalog } from '@/lib/i18n';

/** A page's module and its messages in the page's language, loaded together (`name` is the module's file name). */
async function withMessages<Module>(name: string, load: () => Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load(), loadCatalog(name)]);
  return module;
}

/**
 * What marks a server-rendered page's route: `module` is its module's file name under routes/, which the host has
 * the browser fetch, with its messages, as it reads the page's head (decision 0097).
 */
export type PublicPageHandle = { ssr: true; module: string };

/** A server-rendered page's route properties: its handle, and its module (`name`) loaded with its messages. */
function publicPage<Module>(name: string, load: () => Promise<Module>) {
  const handle: PublicPageHandle = { ssr: true, module: name };
  return { handle, lazy: () => withMessages(name, load) };
}

const isPublicPage = (route: RouteObject) => (route.handle as PublicPageHandle | undefined)?.ssr === true;

/**
 * The route table of the site (spec part 2, section 2.1). Pages are lazy modules exporting `Component`; any other
 * path goes to /. React Router matches paths case-insensitively, so /why-wbn opens /why-WBN. The static pages
 * match non-exactly as the spec says (`/about-us/anything` shows about us).
 *
 * Routes made with `publicPage` are the pages search engines and link previews read: the host renders them on the
 * server (`entry-server.tsx`), under the id they carry here, and the browser hydrates them. The others are rendered
 * in the browser only (they need a session or are forms).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // What a page rendered in the browser only shows while its route module loads at the first load of the site (the
    // server-rendered pages load theirs before hydration and never show it).
    HydrateFallback: PageLoading,
    children: [
      {
        id: 'home',
        path: paths.home,
        ...publicPage('home', () => import('./routes/home')),
      },
      {
        id: 'industries',
        path: `${paths.industries}/*`,
        ...publicPage('industries', () => import('./routes/industries')),
      },
      {
        id: 'about-us',
        path: `${paths.aboutUs}/*`,
        ...publicPage('about-us', () => import('./routes/about-us')),
      },
      {
        id: 'mission-vision',
        path: `${paths.missionVision}/*`,
        ...publicPage('mission-vision', () => import('./routes/mission-vision')),
      },
      {
        id: 'why-wbn',
        path: `${paths.whyWbn}/*`,
        ...publicPage('why-wbn', () => import('./routes/why-wbn')),
      },
      {
        id: 'our-network',
        path: `${paths.ourNetwork}/*`,
        ...publicPage('our-network', () => import('./routes/our-network')),
      },
      {
        id: 'advertise-with-us',
        path: `${paths.advertiseWithUs}/*`,
        ...publicPage('advertise-with-us', () => import('./routes/advertise-with-us')),
      },
      {
        id: 'free-marketing',
        path: `${paths.freeMarketing}/*`,
        ...publicPage('free-marketing', () => import('./routes/free-marketing')),
      },
      {
        id: 'message-center',
        path: `${paths.messageCenter}/*`,
        ...publicPage('message-center', () => import('./routes/message-center')),
      },
      {
        id: 'work-with-us',
        path: `${paths.workWithUs}/*`,
        ...publicPage('work-with-us', () => import('./routes/work-with-us')),
      },
      {
        id: 'privacy-policy',
        path: `${paths.privacyPolicy}/*`,
        ...publicPage('privacy-policy', () => import('./routes/privacy-policy')),
      },
      {
        id: 'terms-and-conditions',
        path: `${paths.termsAndConditions}/*`,
        ...publicPage('terms-and-conditions', () => import('./routes/terms-and-conditions')),
      },
      {
        id: 'contact-us',
        path: paths.contactUs,
        ...publicPage('contact-us', () => import('./routes/contact-us')),
      },
      {
        path: paths.contactForm,
        lazy: () => withMessages('contact-form', () => import('./routes/contact-form')),
      },
      ...(['standard', 'gold', 'premium', 'platinum'] as const).map((type) => ({
        id: `membership-${type}`,
        path: `/membership-${type}`,
        ...publicPage('membership', async () => ({
          Component: (await import('./routes/membership')).pageOf(type),
        })),
      })),
      ...TIP_SLUGS.map((slug) => ({
        id: slug,
        path: `${paths.tips}/${slug}`,
        ...publicPage('tip', async () => ({ Component: (await import('./routes/tip')).pageOf(slug) })),
      })),
      {
        id: 'search-result',
        path: paths.searchResult,
        ...publicPage('search-result', () => import('./routes/search-result')),
      },
      { path: paths.setId, lazy: () => withMessages('set-id', () => import('./routes/set-id')) },
      {
        path: paths.accountDeleted,
        lazy: () => withMessages('account-deleted', () => import('./routes/account-deleted')),
      },
      {
        id: 'public-profile',
        path: paths.publicProfile,
        ...publicPage('public-profile', () => import('./routes/public-profile')),
      },
      // The invitation's page offers Log in and Register (an invitee may have no account yet), both coming back.
      {
        path: paths.businessInvitation,
        lazy: () => withMessages('business-invitation', () => import('./routes/business-invitation')),
      },
      {
        id: 'business',
        path: paths.business,
        ...publicPage('business', () => import('./routes/business')),
      },
      // Buyers read a business's catalogue here; its owners and admins manage it.
      {
        path: paths.businessProducts,
        lazy: () => withMessages('business-products', () => import('./routes/business-products')),
      },
      {
        path: paths.businessProduct,
        lazy: () => withMessages('business-products', () => import('./routes/business-products')),
      },
      {
        id: 'product',
        path: paths.product,
        ...publicPage('business-product', () => import('./routes/business-product')),
      },
      // Visitors may read timelines; their owners post on them.
      { path: paths.timeline, lazy: () => withMessages('timeline', () => import('./routes/timeline')) },
      {
        id: 'post',
        path: paths.post,
        ...publicPage('post', () => import('./routes/post')),
      },
      // Anyone may open a group: a private one shows visitors and non-members its About only.
      { path: paths.group, lazy: () => withMessages('group', () => import('./routes/group')) },
      // Visitors may read the open public buying requests (without their buyers); members see their own too.
      { path: paths.rfqs, lazy: () => withMessages('rfqs', () => import('./routes/rfqs')) },
      { path: paths.rfq, lazy: () => withMessages('rfq', () => import('./routes/rfq')) },
      {
        // Pages for members only (spec part 2, section 6): a visitor is sent to log in and back (`members-only.tsx`).
        element: <MembersOnly />,
        children: [
          { path: paths.profile, lazy: () => withMessages('profile', () => import('./routes/profile')) },
          {
            path: paths.profileEdit,
            lazy: () => withMessages('profile-edit', () => import('./routes/profile-edit')),
          },
          {
            path: paths.myBusiness,
            lazy: () => withMessages('my-business', () => import('./routes/my-business')),
          },
          {
            path: paths.businessCreate,
            lazy: () => withMessages('business-create', () => import('./routes/business-create')),
          },
          {
            path: paths.businessEdit,
            lazy: () => withMessages('business-edit', () => import('./routes/business-edit')),
          },
          {
            path: paths.businessMembers,
            lazy: () => withMessages('business-members', () => import('./routes/business-members')),
          },
          {
            path: paths.businessMember,
            lazy: () => withMessages('business-members', () => import('./routes/business-members')),
          },
          {
            path: paths.businessSendRequest,
            lazy: () => withMessages('send-request', () => import('./routes/send-request')),
          },
          {
            path: paths.businessRequests,
            lazy: () => withMessages('business-requests', () => import('./routes/business-requests')),
          },
          {
            path: `${paths.myMessages}/:rid?`,
            lazy: () => withMessages('my-messages', () => import('./routes/my-messages')),
          },
          {
            path: paths.notifications,
            lazy: () => withMessages('notifications', () => import('./routes/notifications')),
          },
          {
            path: paths.favorites,
            lazy: () => withMessages('favorites', () => import('./routes/favorites')),
          },
          {
            path: paths.savedSearches,
            lazy: () => withMessages('saved-searches', () => import('./routes/saved-searches')),
          },
          {
            path: paths.businessInsights,
            lazy: () => withMessages('business-insights', () => import('./routes/business-insights')),
          },
          {
            path: paths.businessMembership,
            lazy: () => withMessages('business-membership', () => import('./routes/business-membership')),
          },
          {
            path: paths.businessReceipt,
            lazy: () => withMessages('business-receipt', () => import('./routes/business-receipt')),
          },
          { path: paths.newsfeed, lazy: () => withMessages('newsfeed', () => import('./routes/newsfeed')) },
          { path: paths.groups, lazy: () => withMessages('groups', () => import('./routes/groups')) },
          {
            path: paths.groupManage,
            lazy: () => withMessages('group-manage', () => import('./routes/group-manage')),
          },
          {
            path: paths.groupCreate,
            lazy: () => withMessages('group-create', () => import('./routes/group-create')),
          },
          { path: paths.rfqNew, lazy: () => withMessages('rfq-new', () => import('./routes/rfq-new')) },
          {
            path: paths.businessRfqs,
            lazy: () => withMessages('business-rfqs', () => import('./routes/business-rfqs')),
          },
          {
            path: `${paths.operator}/:section?`,
            lazy: () => withMessages('operator', () => import('./routes/operator')),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * The route table with only the server-rendered pages under their layout: all a page the host rendered can be, so
 * the browser matches it before hydrating among these rather than every route (React Router flattens and ranks the
 * routes it is given at each match, on a phone's cold JavaScript).
 */
export const serverRenderedRoutes: RouteObject[] = routes.map((layout) =>
  layout.index ? layout : { ...layout, children: layout.children?.filter(isPublicPage) },
);
