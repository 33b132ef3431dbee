import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;

export const messageCenter: StaticPageContent = {
  metaTitle: msg`Message Center`,
  metaDescription: msg`How the ${name} message center keeps every conversation between buyers and suppliers in one place.`,
  eyebrow: msg`Message center`,
  title: msg`Every conversation with a buyer, in one place`,
  intro: msg`Requests from buyers arrive in the message center of your business, where you and your colleagues answer them, follow them up and close them.`,
  sections: [
    {
      heading: msg`How requests arrive`,
      paragraphs: [
        msg`A buyer who finds your business or one of your products sends a request: a subject (a qualified manufacturer, private-label production, exclusive distribution, a price list, a discount policy, or a question of their own) and a message. The request opens a conversation in your message center and a notification in your header.`,
      ],
    },
    {
      heading: msg`Working as a team`,
      paragraphs: [
        msg`Every member of your business sees the same inbox, so a request is never lost because one person is travelling. Search the inbox by sender, subject or date, check the profile of a buyer who writes on behalf of a business, and end a conversation when the deal is done or the request is not a fit.`,
      ],
    },
    {
      heading: msg`Answer fast`,
      paragraphs: [
        msg`Buyers usually contact several suppliers at once, and the first serious answer often wins. We recommend answering every request within 24 hours, even if only to say when a full quotation will follow.`,
      ],
      bullets: [
        msg`Read new requests every working day`,
        msg`Answer with the information asked for: prices, minimum order, lead time, terms`,
        msg`Move to a call or a video meeting once the buyer is qualified`,
      ],
    },
  ],
};
