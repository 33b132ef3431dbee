import type { MembershipType } from '@tradeforge/contracts';
import { runtimeConfig } from '@/lib/runtime-config';

const name = runtimeConfig.siteName;

export interface MembershipPageContent {
  tagline: string;
  intro: string;
  features: string[];
  /** The Standard page's "character message": advice from the team to a new member. */
  message?: { quote: string; author: string };
}

/** The copy of the four membership package pages (spec part 2, section 2.14); figures come from the contracts. */
export const MEMBERSHIP_CONTENT: Record<MembershipType, MembershipPageContent> = {
  standard: {
    tagline: 'Everything you need to be found, free forever',
    intro: `Every business that registers on ${name} is a Standard member. No card, no trial period, no hidden fees.`,
    features: [
      'A complete business profile: logo, cover, description, contact, factory, trade capabilities and certificates',
      'Up to 7 products in your showcase',
      'Listed in the directory by industry, category, business type and country',
      'Send and receive requests, and answer them in the message center',
      'Follow and like businesses, post on the newsfeed',
      'Create open or private groups and add your company members',
    ],
    message: {
      quote:
        'Start with your seven best products, real photos and a description written for a buyer who has never heard of you. Answer every request within 24 hours. That is how most of our members closed their first deal abroad.',
      author: `The ${name} team`,
    },
  },
  gold: {
    tagline: 'More products, company verification and your first boosts',
    intro:
      'Gold is for companies that have started to receive requests and want to show more of their catalogue, and to earn the verified badge buyers trust.',
    features: [
      'Up to 20 products in your showcase',
      'Company verification: send your registration documents, our operators check them ahead of free members, and the verified badge shows on your profile once they approve',
      'Priority over Standard members in search results',
      '3 advertising boosts per month',
      'Everything in Standard',
    ],
  },
  premium: {
    tagline: 'For exporters who want to be seen first',
    intro:
      'Premium adds the reach and the support of a marketing team to a larger showcase, for companies actively selling abroad.',
    features: [
      'Up to 50 products in your showcase',
      'Company verification (the badge once our operators approve your documents) and priority in search results',
      '10 advertising boosts per month',
      '6 hours of professional support: profile writing, product photography advice, campaign planning',
      'Everything in Gold',
    ],
  },
  platinum: {
    tagline: 'The best membership in our network',
    intro:
      'Platinum is for manufacturers with a large catalogue who want maximum visibility in every industry and country they sell to.',
    features: [
      'Up to 100 products in your showcase',
      'Company verification (the badge once our operators approve your documents) and top priority in search results',
      '20 advertising boosts per month',
      '12 hours of professional support from a dedicated account manager',
      'Everything in Premium',
    ],
  },
};
