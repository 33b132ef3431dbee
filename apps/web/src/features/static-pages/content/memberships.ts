import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MembershipType } from '@tradeforge/contracts';
import { runtimeConfig } from '@/lib/runtime-config';

const name = runtimeConfig.siteName;

export interface MembershipPageContent {
  tagline: MessageDescriptor;
  intro: MessageDescriptor;
  features: MessageDescriptor[];
  /** The Standard page's "character message": advice from the team to a new member. */
  message?: { quote: MessageDescriptor; author: MessageDescriptor };
}

/** The copy of the four membership package pages (spec part 2, section 2.14); figures come from the contracts. */
export const MEMBERSHIP_CONTENT: Record<MembershipType, MembershipPageContent> = {
  standard: {
    tagline: msg`Everything you need to be found, free forever`,
    intro: msg`Every business that registers on ${name} is a Standard member. No card, no trial period, no hidden fees.`,
    features: [
      msg`A complete business profile: logo, cover, description, contact, factory, trade capabilities and certificates`,
      msg`Up to 7 products in your showcase`,
      msg`Listed in the directory by industry, category, business type and country`,
      msg`Send and receive requests, and answer them in the message center`,
      msg`Follow and like businesses, post on the newsfeed`,
      msg`Create open or private groups and add your company members`,
    ],
    message: {
      quote: msg`Start with your seven best products, real photos and a description written for a buyer who has never heard of you. Answer every request within 24 hours. That is how most of our members closed their first deal abroad.`,
      author: msg`The ${name} team`,
    },
  },
  gold: {
    tagline: msg`More products, company verification and your first boosts`,
    intro: msg`Gold is for companies that have started to receive requests and want to show more of their catalogue, and to earn the verified badge buyers trust.`,
    features: [
      msg`Up to 20 products in your showcase`,
      msg`Company verification: send your registration documents, our operators check them ahead of free members, and the verified badge shows on your profile once they approve`,
      msg`Priority over Standard members in search results`,
      msg`3 advertising boosts per month`,
      msg`Everything in Standard`,
    ],
  },
  premium: {
    tagline: msg`For exporters who want to be seen first`,
    intro: msg`Premium adds the reach and the support of a marketing team to a larger showcase, for companies actively selling abroad.`,
    features: [
      msg`Up to 50 products in your showcase`,
      msg`Company verification (the badge once our operators approve your documents) and priority in search results`,
      msg`10 advertising boosts per month`,
      msg`6 hours of professional support: profile writing, product photography advice, campaign planning`,
      msg`Everything in Gold`,
    ],
  },
  platinum: {
    tagline: msg`The best membership in our network`,
    intro: msg`Platinum is for manufacturers with a large catalogue who want maximum visibility in every industry and country they sell to.`,
    features: [
      msg`Up to 100 products in your showcase`,
      msg`Company verification (the badge once our operators approve your documents) and top priority in search results`,
      msg`20 advertising boosts per month`,
      msg`12 hours of professional support from a dedicated account manager`,
      msg`Everything in Premium`,
    ],
  },
};
