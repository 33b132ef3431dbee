/** Every page of the site shell issue, for the page and accessibility sweeps. */
export const FOOTER_ROUTES = [
  '/about-us',
  '/privacy-policy',
  '/mission-vision',
  '/terms-and-conditions',
  '/contact-us',
  '/membership-standard',
  '/membership-gold',
  '/membership-premium',
  '/membership-platinum',
  '/why-wbn',
  '/our-network',
];

export const TIP_ROUTES = [
  '/b2b-tips/export-to-the-world-tip-0',
  '/b2b-tips/how-to-create-export-system-tip-1',
  '/b2b-tips/industrial-marketing-tip-2',
  '/b2b-tips/distribution-network-tip-3',
  '/b2b-tips/international-buyers-tip-4',
  '/b2b-tips/qualified-exporting-companies-tip-5',
  '/b2b-tips/best-products-for-export-tip-6',
];

export const ALL_ROUTES = [
  '/',
  '/industries',
  ...FOOTER_ROUTES,
  '/advertise-with-us',
  '/free-marketing',
  '/message-center',
  '/work-with-wbn',
  '/contact-us/form',
  ...TIP_ROUTES,
];
