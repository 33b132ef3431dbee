import { msg } from '@lingui/core/macro';
import type { TipArticle } from './tip-types';

export const tip3: TipArticle = {
  slug: 'distribution-network-tip-3',
  number: 3,
  title: msg`How to create a product distribution network abroad`,
  description: msg`Export marketing plans, trade fairs, a web platform for export, an export office and staff training: the pieces of a network of distributors that sells for you.`,
  keywords: [
    msg`distribution network abroad`,
    msg`find distributors`,
    msg`export marketing plan`,
    msg`export office`,
    msg`international distributors`,
  ],
  image: '/images/tip-network.svg',
  sections: [
    {
      heading: msg`Why distributors`,
      paragraphs: [
        msg`For most industrial manufacturers, distributors are the fastest way into a foreign market. They know local buyers, hold stock, handle import formalities, offer after-sales service in the local language and carry the credit risk of their customers. In return they expect a margin, exclusivity in their territory if they invest in your brand, and your support.`,
      ],
    },
    {
      heading: msg`Write an export marketing plan`,
      paragraphs: [
        msg`Before searching for partners, decide what you are looking for. An export marketing plan sets out, for each target market, the size of demand for your products, the competitors already present, the prices they charge, the regulations and certifications required, and the profile of the ideal distributor: size, sector, coverage, technical capacity. It also sets objectives and a budget for the first two years.`,
      ],
    },
    {
      heading: msg`Find and select candidates`,
      paragraphs: [
        msg`Use several sources: B2B platforms and their directories of distributors and importers by country, international trade fairs, chambers of commerce, trade associations and the commercial service of US embassies. Contact more candidates than you need, visit the best ones, and check references with their suppliers and customers.`,
      ],
      bullets: [
        msg`Do they sell complementary products, not direct competitors?`,
        msg`Do they have technical staff able to sell and service your products?`,
        msg`Do they cover the whole territory they ask for?`,
        msg`Are they financially sound and willing to commit to targets?`,
      ],
    },
    {
      heading: msg`A web platform for export`,
      paragraphs: [
        msg`Distributors will check you online before answering. A strong profile on an international B2B platform, with your full product range, certificates and contact details, makes you visible to candidates you would never find yourself, and lets them send you requests directly. Keep it current: an outdated profile suggests an outdated company.`,
      ],
    },
    {
      heading: msg`An export office and trained staff`,
      paragraphs: [
        msg`A network of distributors needs to be managed. Set up an export office, even of one or two people, that handles quotations, orders, documentation and shipping, and keeps in regular contact with every distributor. Train your staff in export procedures, in your distributors’ languages and cultures, and train your distributors in your products: visits to your plant, technical sessions and sales material in their language pay back many times.`,
      ],
    },
    {
      heading: msg`Put it in a contract`,
      paragraphs: [
        msg`Sign a written distribution agreement covering territory and exclusivity, minimum purchase targets, prices and payment terms, marketing support, use of your brand, duration, termination and applicable law. Start with a trial period of one or two years, and review results together every six months.`,
      ],
    },
  ],
};
