import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;

export const missionVision: StaticPageContent = {
  metaTitle: msg`Mission, Vision and Values`,
  metaDescription: msg`The mission, vision and values of ${name}, the industrial B2B network of the USA.`,
  eyebrow: msg`Mission, vision and values`,
  title: msg`Why we do what we do`,
  intro: msg`Three ideas guide every decision we make about the network, from the features we build to the companies we verify.`,
  sections: [
    {
      heading: msg`Our mission`,
      paragraphs: [
        msg`To make it simple for industrial companies of every size to find reliable partners, in their own country and abroad, and to give small and medium-sized manufacturers the same visibility that only large corporations could once afford.`,
      ],
    },
    {
      heading: msg`Our vision`,
      paragraphs: [
        msg`A world where a good product finds its market wherever it is made: where a family-owned machine shop in Wisconsin can sell to a distributor in Peru as easily as to a customer across the street, because both sides trust the information they see.`,
      ],
    },
    {
      heading: msg`Our values`,
      paragraphs: [msg`These are the commitments we hold ourselves to, and the ones we ask of our members.`],
      bullets: [
        msg`Business only: every member is a company or its representative; we do not serve consumers.`,
        msg`Honest information: profiles must be true, current and complete, and we verify the companies that ask for it.`,
        msg`Direct contact: buyers and suppliers talk to each other; we never take a commission on their deals.`,
        msg`Responsiveness: we answer members within one business day, and we ask members to answer buyers within 24 hours.`,
        msg`Openness: the platform is open source, and the basic service is free for every business.`,
        msg`Respect for data: we collect what the service needs and nothing more, and we never sell personal data.`,
      ],
    },
  ],
};
