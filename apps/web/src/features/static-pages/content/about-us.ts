import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;

export const aboutUs: StaticPageContent = {
  metaTitle: msg`About Us`,
  metaDescription: msg`${name} is an industrial B2B network based in Miami, Florida, with 25 country portals since 2000.`,
  eyebrow: msg`About us`,
  title: msg`${name}: an industrial B2B network since 2000`,
  intro: msg`We help manufacturers, distributors, exporters and buyers find each other and do business, in the USA and in the 25 countries of our network.`,
  sections: [
    {
      heading: msg`Where we come from`,
      paragraphs: [
        msg`${name} started in 2000 with a simple observation: industrial companies spend months finding reliable partners abroad, and most directories of the time were built for consumers, not for businesses. We set out to build a network where every member is a company, and every profile tells a buyer what it needs to know before the first call.`,
        msg`Since then the network has grown into a family of 25 country portals across the Americas, Europe, Asia-Pacific, the Middle East and Africa. Each portal speaks to its own market, and all of them share one directory, so a manufacturer registered in Ohio can be found by a distributor in Chile or an importer in Vietnam.`,
      ],
    },
    {
      heading: msg`What we do`,
      paragraphs: [
        msg`${name} USA is the edition of the network for companies based in, or selling to, the United States. Businesses create a free profile, showcase their products, receive requests from buyers and talk to them in the message center. Buyers search by industry, category, business type and country, and contact suppliers directly: we do not stand between the two sides or take a commission on the deals they close.`,
      ],
      bullets: [
        msg`A directory of 15 industries with more than 900 product categories`,
        msg`Business profiles with products, certificates, trade capabilities and terms`,
        msg`Requests and a message center to follow every conversation with a buyer`,
        msg`Paid memberships for companies that want more products, a verified badge and priority in search`,
      ],
    },
    {
      heading: msg`Who we are`,
      paragraphs: [
        msg`We are based in Miami, Florida, a natural bridge between North America, Latin America and Europe. The company is run by a team of two managers: our chief executive, who spent his career in industrial export and writes the export tips published on this site, and our operations manager, who looks after the portals, the members and their verification.`,
        msg`Around them, a small team of account managers and partners in each country answers members in their own language and time zone.`,
      ],
    },
    {
      heading: msg`Export know-how, shared for free`,
      paragraphs: [
        msg`Most of our members are small and medium-sized manufacturers taking their first steps abroad. That is why our chief executive writes a series of export tips, from creating an export system to choosing the products with the best chances abroad. You will find a summary below; every article is free to read.`,
      ],
    },
  ],
};
