import { msg } from '@lingui/core/macro';
import type { TipArticle } from './tip-types';

export const tip1: TipArticle = {
  slug: 'how-to-create-export-system-tip-1',
  number: 1,
  title: msg`How to start an export business: building your export system`,
  description: msg`The structure a manufacturer needs before the first container leaves: commitment, a team, export pricing, documents and a response routine.`,
  keywords: [
    msg`how to start exporting`,
    msg`export system`,
    msg`export pricing`,
    msg`Incoterms`,
    msg`export documents USA`,
  ],
  image: '/images/tip-system.svg',
  sections: [
    {
      heading: msg`Commitment comes first`,
      paragraphs: [
        msg`The first export orders rarely pay for the effort that produced them. Buyers abroad test a new supplier with small orders, ask for samples, adaptations and references, and take months to decide. Companies that succeed are those whose owners decide to invest for two or three years before judging the results. Write that decision down, with a budget for travel, trade fairs, samples and marketing.`,
      ],
    },
    {
      heading: msg`Put someone in charge`,
      paragraphs: [
        msg`Export cannot be a side task of a domestic salesperson. Name an export manager, even part-time at first, who speaks the languages of your target markets or can work with translators, understands your products technically, and has the authority to quote prices. Back them with someone in administration who learns export documentation and logistics.`,
      ],
    },
    {
      heading: msg`Build an export price`,
      paragraphs: [
        msg`Your domestic price list is not an export price list. Start from your cost of production, remove domestic costs you will not incur (domestic sales commissions, local advertising), and add those you will: export packaging, documentation, freight forwarding, insurance, financing costs and the margin of your distributor. Quote in the Incoterms rule your buyer expects, usually FCA or FOB for experienced importers and CIF or DAP for smaller ones, and state clearly what is included.`,
      ],
      bullets: [
        msg`Prepare an export price list in US dollars, and in euros if you target Europe`,
        msg`Define minimum order quantities and volume discounts`,
        msg`Decide your payment terms: advance payment, letter of credit or open account with credit insurance`,
      ],
    },
    {
      heading: msg`Get your documents in order`,
      paragraphs: [
        msg`Check your products’ export classification (Schedule B number and, where relevant, export control classification) and whether any need a license. Prepare commercial invoice and packing list templates, learn how certificates of origin work for free trade agreement partners, and find a freight forwarder you trust. Certifications such as ISO 9001, CE marking for Europe or local registrations can be decisive; start them early, they take months.`,
      ],
    },
    {
      heading: msg`Answer every buyer within 24 hours`,
      paragraphs: [
        msg`The single habit that most distinguishes successful exporters is speed. A buyer who writes to five suppliers will take seriously the first two that answer completely. Set a routine: requests are read every working day, acknowledged the same day and answered with prices, lead times and terms within 24 hours, even if a full quotation needs longer.`,
      ],
    },
  ],
};
