import { msg } from '@lingui/core/macro';
import { href, paths } from '../paths';

/**
 * The footer's five link columns (spec part 1, section 2). Links the spec routes go to their pages; where the spec
 * sends the others to /, each goes to what its words promise instead (creating a business, a search, the
 * industries), and none to the home page (`footer-links.test.ts`). Titles and labels are message descriptors, read
 * in the page's language where they are shown.
 */
export const FOOTER_COLUMNS = [
  {
    title: msg`Company`,
    links: [
      { label: msg`About us`, to: paths.aboutUs },
      { label: msg`Mission, vision and values`, to: paths.missionVision },
      { label: msg`Why Tradeforge`, to: '/why-wbn' },
      { label: msg`Our network`, to: paths.ourNetwork },
      { label: msg`Work with us`, to: paths.workWithUs },
      { label: msg`Contact us`, to: paths.contactUs },
    ],
  },
  {
    title: msg`Our services`,
    links: [
      { label: msg`Standard membership`, to: paths.membershipStandard },
      { label: msg`Gold membership`, to: paths.membershipGold },
      { label: msg`Premium membership`, to: paths.membershipPremium },
      { label: msg`Platinum membership`, to: paths.membershipPlatinum },
      { label: msg`Advertise with us`, to: paths.advertiseWithUs },
      { label: msg`Free marketing`, to: paths.freeMarketing },
    ],
  },
  {
    title: msg`Manufacturers`,
    links: [
      { label: msg`Showcase your products`, to: href.businessCreate() },
      { label: msg`Find distributors`, to: href.search({ business: 'DI', countries: 'global', search: '' }) },
      { label: msg`How to start exporting`, to: href.tip('how-to-create-export-system-tip-1') },
      { label: msg`Industrial marketing`, to: href.tip('industrial-marketing-tip-2') },
    ],
  },
  {
    title: msg`Distributors`,
    links: [
      {
        label: msg`Find manufacturers`,
        to: href.search({ business: 'MA', countries: 'global', search: '' }),
      },
      { label: msg`Build a distribution network`, to: href.tip('distribution-network-tip-3') },
      { label: msg`Message center`, to: paths.messageCenter },
      { label: msg`All industries`, to: paths.industries },
    ],
  },
  {
    title: msg`Buyers`,
    links: [
      { label: msg`Find suppliers`, to: paths.industries },
      {
        label: msg`Search all products`,
        to: href.search({ business: 'PR', countries: 'global', search: '' }),
      },
      { label: msg`Need help finding a supplier?`, to: paths.contactForm },
      { label: msg`Privacy policy`, to: paths.privacyPolicy },
      { label: msg`Terms and conditions`, to: paths.termsAndConditions },
    ],
  },
] as const;
