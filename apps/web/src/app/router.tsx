import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { paths, TIP_SLUGS } from './paths';

/**
 * The route table of the site (spec part 2, section 2.1). Pages are lazy modules exporting `Component`; any other
 * path goes to /. React Router matches paths case-insensitively, so /why-wbn opens /why-WBN. The static pages
 * match non-exactly as the spec says (`/about-us/anything` shows about us).
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, lazy: () => import('./routes/home') },
      { path: `${paths.industries}/*`, lazy: () => import('./routes/industries') },
      { path: `${paths.aboutUs}/*`, lazy: () => import('./routes/about-us') },
      { path: `${paths.missionVision}/*`, lazy: () => import('./routes/mission-vision') },
      { path: `${paths.whyWbn}/*`, lazy: () => import('./routes/why-wbn') },
      { path: `${paths.ourNetwork}/*`, lazy: () => import('./routes/our-network') },
      { path: `${paths.advertiseWithUs}/*`, lazy: () => import('./routes/advertise-with-us') },
      { path: `${paths.freeMarketing}/*`, lazy: () => import('./routes/free-marketing') },
      { path: `${paths.messageCenter}/*`, lazy: () => import('./routes/message-center') },
      { path: `${paths.workWithUs}/*`, lazy: () => import('./routes/work-with-us') },
      { path: `${paths.privacyPolicy}/*`, lazy: () => import('./routes/privacy-policy') },
      { path: `${paths.termsAndConditions}/*`, lazy: () => import('./routes/terms-and-conditions') },
      { path: paths.contactUs, lazy: () => import('./routes/contact-us') },
      { path: paths.contactForm, lazy: () => import('./routes/contact-form') },
      ...(['standard', 'gold', 'premium', 'platinum'] as const).map((type) => ({
        path: `/membership-${type}`,
        lazy: () => import('./routes/membership').then((module) => ({ Component: module.pageOf(type) })),
      })),
      ...TIP_SLUGS.map((slug) => ({
        path: `${paths.tips}/${slug}`,
        lazy: () => import('./routes/tip').then((module) => ({ Component: module.pageOf(slug) })),
      })),
      { path: paths.searchResult, lazy: () => import('./routes/search-result') },
      { path: paths.setId, lazy: () => import('./routes/set-id') },
      { path: paths.profile, lazy: () => import('./routes/profile') },
      { path: paths.profileEdit, lazy: () => import('./routes/profile-edit') },
      { path: paths.publicProfile, lazy: () => import('./routes/public-profile') },
      { path: paths.myBusiness, lazy: () => import('./routes/my-business') },
      { path: paths.businessCreate, lazy: () => import('./routes/business-create') },
      { path: paths.business, lazy: () => import('./routes/business') },
      { path: paths.businessEdit, lazy: () => import('./routes/business-edit') },
      { path: paths.businessMembers, lazy: () => import('./routes/business-members') },
      { path: paths.businessMember, lazy: () => import('./routes/business-members') },
      { path: paths.businessProducts, lazy: () => import('./routes/business-products') },
      { path: paths.businessProduct, lazy: () => import('./routes/business-products') },
      { path: paths.businessSendRequest, lazy: () => import('./routes/send-request') },
      { path: paths.businessRequests, lazy: () => import('./routes/business-requests') },
      { path: `${paths.myMessages}/:rid?`, lazy: () => import('./routes/my-messages') },
      { path: paths.notifications, lazy: () => import('./routes/notifications') },
      { path: paths.favorites, lazy: () => import('./routes/favorites') },
      { path: paths.businessMembership, lazy: () => import('./routes/business-membership') },
      { path: paths.businessReceipt, lazy: () => import('./routes/business-receipt') },
      { path: paths.product, lazy: () => import('./routes/business-product') },
      { path: paths.newsfeed, lazy: () => import('./routes/newsfeed') },
      { path: paths.timeline, lazy: () => import('./routes/timeline') },
      { path: paths.post, lazy: () => import('./routes/post') },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
