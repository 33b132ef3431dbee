import { msg } from '@lingui/core/macro';
import type { TipArticle } from './tip-types';
import { TOP_EXPORTED_CATEGORIES } from './top-exported-categories';

export const tip6: TipArticle = {
  slug: 'best-products-for-export-tip-6',
  number: 6,
  title: msg`Products you can export: industrial, niche and private label`,
  description: msg`Which products have the best chances abroad, from industrial equipment to niche and private-label products, with the 50 most exported product categories.`,
  keywords: [
    msg`best products to export`,
    msg`private label export`,
    msg`niche products`,
    msg`most exported products`,
    msg`export opportunities`,
  ],
  image: '/images/tip-products.svg',
  sections: [
    {
      heading: msg`Industrial products`,
      paragraphs: [
        msg`Machinery, components, instruments and materials make up the largest share of world trade. American industrial products enjoy a reputation for engineering, reliability and safety that opens doors, especially where standards are strict. They sell on specifications and service: invest in technical documentation, spare parts availability and training for distributors.`,
      ],
    },
    {
      heading: msg`Niche products`,
      paragraphs: [
        msg`Small manufacturers often export most successfully with niche products: a specialized tool, a component for a specific machine, an ingredient with a certification few competitors hold. Demand in each country is small, but so is competition, and buyers pay for expertise. Search for the markets where your niche is served by few suppliers or only by local producers of lower quality.`,
      ],
    },
    {
      heading: msg`Private-label products`,
      paragraphs: [
        msg`Many distributors and retailers abroad want products made for them, under their own brand. Private-label manufacturing lets you use your spare capacity and know-how without building your own brand in every market. Be ready to adapt packaging, labelling and formulation, to accept audits, and to agree minimum quantities and exclusivity carefully.`,
      ],
    },
    {
      heading: msg`How to choose yours`,
      paragraphs: [
        msg`Start from the products that sell best at home and have a clear advantage: quality, technology, price or certification. Check trade statistics for the countries that import them most and the growth of those imports, look at the tariffs and regulations that apply, and ask distributors in those markets what their customers lack. The list below shows the 50 product categories most traded between countries, as a starting point for your research.`,
      ],
    },
    {
      heading: msg`The 50 most exported product categories`,
      paragraphs: [
        msg`By value of world exports, grouped by the Harmonized System chapters that customs use:`,
      ],
      bullets: TOP_EXPORTED_CATEGORIES,
    },
  ],
};
