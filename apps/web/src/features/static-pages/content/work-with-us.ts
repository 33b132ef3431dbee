import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;

export const workWithUs: StaticPageContent = {
  metaTitle: msg`Work With Us`,
  metaDescription: msg`Careers and partnerships at ${name}: account managers, country partners and open-source contributors.`,
  eyebrow: msg`Work with us`,
  title: msg`Build the industrial network with ${name}`,
  intro: msg`We are a small team in Miami with partners in 25 countries. We look for people who know industry and enjoy helping companies trade.`,
  sections: [
    {
      heading: msg`Account managers`,
      paragraphs: [
        msg`Account managers help our members get results: they guide new businesses through their profile, plan advertising campaigns and follow up with paying members. Experience in industrial sales or export and fluent English are required; Spanish or Portuguese is a strong plus.`,
      ],
    },
    {
      heading: msg`Country partners`,
      paragraphs: [
        msg`Each portal of the network is run with a local partner who knows its market: chambers of commerce, export consultancies and trade associations. If you would like to represent the network in your country, or to bring your members to it, tell us about your organization.`,
      ],
    },
    {
      heading: msg`Open-source contributors`,
      paragraphs: [
        msg`${name} is open-source software. Developers, designers and translators are welcome to contribute: fix a bug, improve the accessibility of a page, translate the interface or propose a feature.`,
      ],
    },
    {
      heading: msg`How to apply`,
      paragraphs: [
        msg`Send us your details through the contact form, with the role you are interested in in the "more information" fields. We answer every application within two weeks.`,
      ],
    },
  ],
};
