import { msg } from '@lingui/core/macro';
import type { TipArticle } from './tip-types';

export const tip2: TipArticle = {
  slug: 'industrial-marketing-tip-2',
  number: 2,
  title: msg`Industrial export marketing: how to be found by buyers abroad`,
  description: msg`Industrial buyers buy on specifications, reliability and service. How to present your company and products so that they choose you.`,
  keywords: [
    msg`industrial marketing`,
    msg`export marketing`,
    msg`B2B marketing`,
    msg`technical catalogue`,
    msg`international trade fairs`,
  ],
  image: '/images/tip-marketing.svg',
  sections: [
    {
      heading: msg`Industrial marketing is different`,
      paragraphs: [
        msg`A consumer buys on impulse, brand and emotion. An industrial buyer buys on behalf of a company, with a specification, a budget and a boss who will ask why this supplier was chosen. The purchase often involves an engineer, a purchasing manager and a finance director. Your marketing must give each of them what they need to say yes: technical data, proof of reliability, and commercial terms that fit.`,
      ],
    },
    {
      heading: msg`Your message: solve a problem, prove you can`,
      paragraphs: [
        msg`Describe what your product does for the buyer’s operation, not only what it is: less downtime, lower energy use, a certification their customers require. Then prove it with facts: years in business, installed base, certifications, test reports, clients in similar industries, and photos of your real plant and team. A short video of your production line is worth pages of adjectives.`,
      ],
    },
    {
      heading: msg`The tools of an exporter`,
      paragraphs: [
        msg`You do not need a large budget, but you need these basics, in English and in the language of your main market:`,
      ],
      bullets: [
        msg`A complete business profile on a B2B platform, with your best products, specifications and certificates`,
        msg`A technical catalogue and data sheets in PDF, with dimensions in metric units`,
        msg`A website that states clearly what you make, for which industries, and how to contact you`,
        msg`A presentation for distributors: your company, your products, your terms and your support`,
        msg`Samples and a policy for sending them`,
      ],
    },
    {
      heading: msg`Trade fairs and visits`,
      paragraphs: [
        msg`Industrial trade is still built on trust between people. International trade fairs in your sector let you meet dozens of qualified buyers in a few days; federal and state export programs often subsidize a booth in a national pavilion. Prepare meetings before the fair using the directory, follow up every contact within a week, and plan a visit to your most promising markets at least once a year.`,
      ],
    },
    {
      heading: msg`Measure and adjust`,
      paragraphs: [
        msg`Track where each request comes from, how many become quotations, and how many quotations become orders. After six months you will know which markets, products and channels work, and where to put the next dollar of your marketing budget.`,
      ],
    },
  ],
};
