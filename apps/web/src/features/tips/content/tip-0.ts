import { msg } from '@lingui/core/macro';
import type { TipArticle } from './tip-types';

export const tip0: TipArticle = {
  slug: 'export-to-the-world-tip-0',
  number: 0,
  title: msg`Export to the world: a practical guide for USA manufacturers`,
  description: msg`Why exporting is within reach of small and medium-sized American manufacturers, and the seven steps this guide walks you through.`,
  keywords: [
    msg`export guide USAmsg`,
    msg`how to exportmsg`,
    msg`start exportingmsg`,
    msg`industrial exportmsg`,
    msg`B2B export tips`,
  ],
  image: '/images/tip-world.svg',
  sections: [
    {
      heading: msg`Why export now`,
      paragraphs: [
        msg`About 95 percent of the world’s consumers and most of its industrial demand live outside the United States. Yet only a small share of American manufacturers sell abroad, and most of those sell to one or two countries. Exporting spreads your risk across markets and economic cycles, lengthens the life of products that have matured at home, and pushes your company to become more competitive.`,
        msg`It is also far more accessible than it was twenty years ago. Buyers search for suppliers online, samples travel by courier in days, payments can be secured with letters of credit or export credit insurance, and federal and state programs help small companies pay for trade missions and market research.`,
      ],
    },
    {
      heading: msg`Start with a plan, not with an order`,
      paragraphs: [
        msg`Many companies start exporting by accident: a foreign buyer writes, an order is shipped, and then nothing follows. A sustainable export business needs a decision from management, a budget, and a person who owns the project. Treat exporting as you would the launch of a new product line: with objectives, a timeline and a way to measure results.`,
      ],
      bullets: [
        msg`Decide which products you will offer abroad and at what price`,
        msg`Choose two or three target markets instead of the whole world`,
        msg`Define how you will reach buyers: distributors, agents, direct sales or a mix`,
        msg`Prepare your company: documents, certifications, a team that answers in 24 hours`,
      ],
    },
    {
      heading: msg`What this guide covers`,
      paragraphs: [
        msg`The six articles that follow take you through each of these decisions, written from the experience of our chief executive and of the companies that have used the network since 2000. Read them in order, or jump to the question you face today.`,
      ],
    },
  ],
};
