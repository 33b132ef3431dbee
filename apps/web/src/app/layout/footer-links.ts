import { href, paths } from '../paths';

/**
 * The footer's five link columns (spec part 1, section 2). Links the spec routes go to their pages; where the spec
 * sends the others to /, each goes to what its words promise instead (creating a business, a search, the
 * industries), and none to the home page (`footer-links.test.ts`).
 */
export const FOOTER_COLUMNS = [
  {
    title: 'Company',
    links: [
      { label: 'About us', to: paths.aboutUs },
      { label: 'Mission, vision and values', to: paths.missionVision },
      { label: 'Why Tradeforge', to: '/why-wbn' },
      { label: 'Our network', to: paths.ourNetwork },
      { label: 'Work with us', to: paths.workWithUs },
      { label: 'Contact us', to: paths.contactUs },
    ],
  },
  {
    title: 'Our services',
    links: [
      { label: 'Standard membership', to: paths.membershipStandard },
      { label: 'Gold membership', to: paths.membershipGold },
      { label: 'Premium membership', to: paths.membershipPremium },
      { label: 'Platinum membership', to: paths.membershipPlatinum },
      { label: 'Advertise with us', to: paths.advertiseWithUs },
      { label: 'Free marketing', to: paths.freeMarketing },
    ],
  },
  {
    title: 'Manufacturers',
    links: [
      { label: 'Showcase your products', to: href.businessCreate() },
      { label: 'Find distributors', to: href.search({ business: 'DI', countries: 'global', search: '' }) },
      { label: 'How to start exporting', to: href.tip('how-to-create-export-system-tip-1') },
      { label: 'Industrial marketing', to: href.tip('industrial-marketing-tip-2') },
    ],
  },
  {
    title: 'Distributors',
    links: [
      { label: 'Find manufacturers', to: href.search({ business: 'MA', countries: 'global', search: '' }) },
      { label: 'Build a distribution network', to: href.tip('distribution-network-tip-3') },
      { label: 'Message center', to: paths.messageCenter },
      { label: 'All industries', to: paths.industries },
    ],
  },
  {
    title: 'Buyers',
    links: [
      { label: 'Find suppliers', to: paths.industries },
      { label: 'Search all products', to: href.search({ business: 'PR', countries: 'global', search: '' }) },
      { label: 'Need help finding a supplier?', to: paths.contactForm },
      { label: 'Privacy policy', to: paths.privacyPolicy },
      { label: 'Terms and conditions', to: paths.termsAndConditions },
    ],
  },
] as const;
