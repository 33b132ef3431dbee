import { msg } from '@lingui/core/macro';
import type { TipArticle } from './tip-types';

export const tip5: TipArticle = {
  slug: 'qualified-exporting-companies-tip-5',
  number: 5,
  title: msg`Who is a qualified industrial exporter?`,
  description: msg`The capabilities that make a manufacturer ready to export, and a checklist to assess your own company before you approach buyers abroad.`,
  keywords: [
    msg`qualified exportermsg`,
    msg`export readinessmsg`,
    msg`export capabilitymsg`,
    msg`ISO 9001msg`,
    msg`export checklist`,
  ],
  image: '/images/tip-qualified.svg',
  sections: [
    {
      heading: msg`Qualified means trusted`,
      paragraphs: [
        msg`A buyer abroad takes a risk with every new supplier: the goods travel far, disputes are costly and delays stop production lines. A qualified exporter is a company that reduces that risk visibly. It has a competitive product, the capacity to deliver it consistently, the organization to handle export, and the documents to prove all three.`,
      ],
    },
    {
      heading: msg`Product and capacity`,
      paragraphs: [
        msg`Your product must meet the technical standards and regulations of the target market, and be competitive in price once freight and duties are added. You must be able to produce the volumes a foreign distributor needs, on top of your domestic demand, without lengthening lead times. Know your production capacity, your lead times and your minimum order quantities precisely: buyers will ask.`,
      ],
    },
    {
      heading: msg`Organization and finance`,
      paragraphs: [
        msg`A qualified exporter has someone in charge of export, staff who can communicate in English and ideally in the buyer’s language, and a routine for answering requests within 24 hours. It can finance production and shipping for the period until payment, or knows how to use letters of credit, export credit insurance and working-capital programs for exporters.`,
      ],
    },
    {
      heading: msg`Proof`,
      paragraphs: [msg`Buyers verify. Keep these ready to send:`],
      bullets: [
        msg`Company registration and years in business`,
        msg`Quality certifications (ISO 9001 and those of your sector) and product certifications for the target market`,
        msg`Test reports and technical data sheets`,
        msg`References from customers, ideally from other countries`,
        msg`Photos and videos of your plant, and a verified profile on a B2B platform`,
      ],
    },
    {
      heading: msg`A self-assessment checklist`,
      paragraphs: [msg`Answer honestly; each “no” is a task for your export plan, not a reason to give up:`],
      bullets: [
        msg`Does management commit time and budget to export for at least two years?`,
        msg`Have we sold successfully in several US states, beyond our home region?`,
        msg`Do we have spare production capacity of at least 20 percent?`,
        msg`Do we have an export price list and defined payment terms?`,
        msg`Can we answer a request in English within 24 hours?`,
        msg`Do our products meet the standards of our target markets?`,
      ],
    },
  ],
};
