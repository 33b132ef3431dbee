import { msg } from '@lingui/core/macro';
import type { TipArticle } from './tip-types';

export const tip4: TipArticle = {
  slug: 'international-buyers-tip-4',
  number: 4,
  title: msg`Who is the industrial buyer, and how to win them`,
  description: msg`Purchasing managers, engineers, distributors and importers: what each industrial buyer abroad looks for in a new supplier, and how to answer them.`,
  keywords: [
    msg`international buyers`,
    msg`industrial buyer`,
    msg`purchasing manager`,
    msg`importers`,
    msg`B2B sales abroad`,
  ],
  image: '/images/tip-buyers.svg',
  sections: [
    {
      heading: msg`Many buyers behind one order`,
      paragraphs: [
        msg`In industrial trade the buyer is rarely one person. An importer or distributor buys to resell; a manufacturer buys components or machines for its own production; a contractor buys for a project; a government body buys through tenders. Inside each organization, several people take part: the user who needs the product, the engineer who writes the specification, the purchasing manager who negotiates, and the manager who signs.`,
      ],
    },
    {
      heading: msg`What industrial buyers look for`,
      paragraphs: [
        msg`Across industries and countries, the same questions decide whether a new supplier gets a chance:`,
      ],
      bullets: [
        msg`Does the product meet the specification and the standards of my market?`,
        msg`Is the supplier reliable: years in business, references, certifications, financial strength?`,
        msg`Is the total cost competitive, including freight, duties, payment terms and service?`,
        msg`Can they deliver on time, in the quantities I need, consistently?`,
        msg`Will they answer quickly and support me after the sale?`,
      ],
    },
    {
      heading: msg`How buyers find suppliers today`,
      paragraphs: [
        msg`Most purchasing processes now start online: a search on a B2B platform or a search engine, a comparison of profiles and catalogues, and requests sent to a short list of suppliers. Trade fairs and recommendations still matter, especially for large contracts, but a supplier that cannot be found online is rarely on the short list.`,
      ],
    },
    {
      heading: msg`Answering a request`,
      paragraphs: [
        msg`Answer within 24 hours. Address the buyer by name, answer exactly what was asked, and include what they will need next: price with the Incoterms rule, minimum order, lead time, payment terms and validity of the offer. Attach the data sheet and your certificates. Ask a question back to qualify the buyer: volumes, application, timeline. A buyer who sees that you understood their need will come back even if this order goes elsewhere.`,
      ],
    },
    {
      heading: msg`Building the relationship`,
      paragraphs: [
        msg`The first order is a test. Deliver exactly what was promised, keep the buyer informed of production and shipping, and ask for feedback after delivery. Industrial customers stay with suppliers who make their life easier for years: that is where the profit of exporting lies.`,
      ],
    },
  ],
};
