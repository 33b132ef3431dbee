import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;

export const advertiseWithUs: StaticPageContent = {
  metaTitle: msg`Advertise With Us`,
  metaDescription: msg`Reach industrial buyers, distributors and importers in the USA and 25 countries with advertising on ${name}.`,
  eyebrow: msg`Advertise with us`,
  title: msg`Put your brand in front of industrial buyers`,
  intro: msg`Every visitor to ${name} is a business looking for suppliers, partners or products. Advertising here reaches decision makers at the moment they are searching.`,
  sections: [
    {
      heading: msg`Who you reach`,
      paragraphs: [
        msg`Purchasing managers, distributors, importers, wholesalers and engineers from 15 industries, in the USA and in the 25 countries of our network. They come to the directory with a need, not to browse for entertainment, which is why a well-placed message converts.`,
      ],
    },
    {
      heading: msg`Advertising options`,
      paragraphs: [
        msg`Choose the format that matches your goal, or combine them in a campaign we plan with you.`,
      ],
      bullets: [
        msg`Boosts: your business or a product shown first in the searches of your industry (included in Gold, Premium and Platinum memberships: 3, 10 and 20 boosts a month).`,
        msg`Industry banners: your banner on the home page and on the results of an industry or category.`,
        msg`Featured products: a product of your choice highlighted in the results of its category.`,
        msg`Newsletter placements: a dedicated block in the industry newsletter we send to registered members.`,
        msg`Multi-country campaigns: the same campaign on several portals of the network, in each local language.`,
      ],
    },
    {
      heading: msg`How a campaign works`,
      paragraphs: [
        msg`Tell us what you sell, to whom and in which countries through the contact form. An account manager answers within one business day with a proposal, prices and the expected reach. Campaigns run by the month, and you receive a report of impressions, clicks and requests at the end of each one.`,
      ],
    },
  ],
};
