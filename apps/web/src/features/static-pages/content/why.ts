import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';

const name = runtimeConfig.siteName;

export interface WhyBlock {
  title: MessageDescriptor;
  text: MessageDescriptor;
  image: string;
}

export const WHY_INTRO = msg`Thousands of directories list companies. ${name} is built for industrial trade: for the way manufacturers, distributors and buyers really find each other and decide to work together.`;

/** Five alternating image and text blocks (spec part 2, section 2.15); the illustrations are in public/images. */
export const WHY_BLOCKS: WhyBlock[] = [
  {
    title: msg`Built for industry, not for consumers`,
    text: msg`Every member is a business. The directory is organized in 15 industries and more than 900 categories that speak the language of purchasing departments, from servo drives to private-label cosmetics, so buyers find suppliers that really make what they need.`,
    image: '/images/why-industry.svg',
  },
  {
    title: msg`Free to start, forever`,
    text: msg`The Standard membership costs nothing and has no time limit: a complete business profile, 7 products, requests from buyers and the message center. Pay only when you want more products, a verified badge and priority in search.`,
    image: '/images/why-free.svg',
  },
  {
    title: msg`Direct contact, no middlemen`,
    text: msg`Buyers send requests straight to your business, and your whole team answers them in one inbox. We never take a commission on your deals and never stand between you and your customers.`,
    image: '/images/why-contact.svg',
  },
  {
    title: msg`Trust you can see`,
    text: msg`Verified badges, certificates, year of establishment, employees and production capacity on every profile help buyers tell a serious supplier from a reseller in seconds, and help serious suppliers stand out.`,
    image: '/images/why-trust.svg',
  },
  {
    title: msg`A network of 25 countries`,
    text: msg`Since 2000 ${name} has grown into a family of country portals across the Americas, Europe, Asia, the Middle East and Africa. Register once in the USA and be found by importers and distributors everywhere the network reaches.`,
    image: '/images/why-global.svg',
  },
];
