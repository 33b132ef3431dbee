import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;

export const freeMarketing: StaticPageContent = {
  metaTitle: msg`Free Marketing for Your Business`,
  metaDescription: msg`Everything ${name} gives your business for free: a profile, 7 products, requests from buyers and the message center.`,
  eyebrow: msg`Free marketing`,
  title: msg`Free marketing for every industrial business`,
  intro: msg`The Standard membership of ${name} costs nothing and never expires. Here is what it gives your company, and how to get the most from it.`,
  sections: [
    {
      heading: msg`What you get for free`,
      paragraphs: [msg`Every business that registers receives, at no cost and with no time limit:`],
      bullets: [
        msg`A business profile with logo, cover, description, contact details, factory, trade capabilities and certificates`,
        msg`A showcase of up to 7 products with photos, specifications and videos`,
        msg`A place in the directory, found by industry, category, business type and country`,
        msg`Requests from buyers and a message center to answer them`,
        msg`Posts on the newsfeed, likes, comments and followers`,
        msg`Company members: invite your colleagues to manage the profile with you`,
      ],
    },
    {
      heading: msg`Make your free profile work`,
      paragraphs: [
        msg`Buyers compare. A complete profile with a clear description, real photos of your plant and products, the year you were established and your certifications gets far more requests than an empty one. Write your short description for a buyer who has never heard of you: what you make, for whom, and what makes you reliable.`,
        msg`Choose your 7 products carefully: the ones with the best margin abroad, or the ones that open the door to the rest of your catalogue. Use the names buyers search for, and fill in the technical specifications.`,
        msg`Answer every request within 24 hours. Speed is the first signal of seriousness a buyer receives from you.`,
      ],
    },
    {
      heading: msg`When you are ready for more`,
      paragraphs: [
        msg`Gold, Premium and Platinum memberships add more products, a verified badge, priority in search results, monthly advertising boosts and professional support. You can upgrade any of your businesses at any time from its Membership tab.`,
      ],
    },
  ],
};
