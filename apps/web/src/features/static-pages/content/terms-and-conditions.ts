import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;
const email = runtimeConfig.contactEmail;

export const termsAndConditions: StaticPageContent = {
  metaTitle: msg`Terms and Conditions of Use`,
  metaDescription: msg`The terms and conditions of use of ${name}, the industrial B2B network, effective October 21, 2019.`,
  eyebrow: msg`Legal · Effective October 21, 2019`,
  title: msg`Terms and Conditions of Use`,
  intro: msg`These terms govern your use of ${name} (the "Service"), operated by a company based in Miami, Florida (the "operator", "we"). By registering or using the Service you accept them. They are effective as of October 21, 2019.`,
  sections: [
    {
      heading: msg`Acceptance and eligibility`,
      paragraphs: [
        msg`You may use the Service only if you are of legal age in your jurisdiction and legally permitted to receive the Service, and only for business purposes. The Service is not offered to consumers. If you accept these terms on behalf of a company, you confirm that you are authorized to bind it.`,
      ],
    },
    {
      heading: msg`Users and access levels`,
      paragraphs: [
        msg`The Service distinguishes unregistered visitors, registered users, paying users and representatives of the operator. Some features are limited to registered or paying users, and different users may receive different levels of access according to their membership and verification.`,
      ],
    },
    {
      heading: msg`Your account`,
      paragraphs: [
        msg`Your e-mail address and password are the credentials of your user account. Each person may hold one account unless we approve otherwise, and an e-mail and password pair belongs to one account only. You must keep your credentials confidential: sharing an account is prohibited, and you are responsible for all activity under it.`,
      ],
    },
    {
      heading: msg`Registration information`,
      paragraphs: [
        msg`The information you give when registering and in your profiles must be true, accurate, current and complete, and you must keep it so. The registered address of a business must be its principal place of business. We may ask for documents to verify a user or a business, and may refuse or revoke verification.`,
      ],
    },
    {
      heading: msg`Acceptable use`,
      paragraphs: [msg`You agree not to:`],
      bullets: [
        msg`use the Service for personal or consumer purposes, or for any unlawful activity;`,
        msg`publish false, misleading, infringing or offensive content, or products you are not entitled to sell;`,
        msg`send unsolicited bulk messages, or collect other users’ data for purposes other than the business contacts the Service is for;`,
        msg`interfere with the security or operation of the Service, or access it by automated means without our consent.`,
      ],
    },
    {
      heading: msg`User content`,
      paragraphs: [
        msg`You keep the rights to the content you publish (profiles, products, images, posts, messages). You grant the operator a worldwide, non-exclusive, royalty-free licence to host, reproduce, adapt and display it in order to operate and promote the Service, including on the other portals of the network. You are responsible for having the rights to everything you publish.`,
      ],
    },
    {
      heading: msg`Feedback and business referees`,
      paragraphs: [
        msg`Users may leave feedback about each other and name business referees. Feedback must be honest and based on real dealings. The operator does not verify feedback or referees and is not responsible for them, but may remove feedback that breaches these terms.`,
      ],
    },
    {
      heading: msg`Paid services`,
      paragraphs: [
        msg`Memberships are billed per year in advance at the prices shown on the membership pages. They renew only when you buy them again. Fees paid are not refundable except where the law requires it or where we end a membership without cause.`,
      ],
    },
    {
      heading: msg`Suspension and termination`,
      paragraphs: [
        msg`The operator may, at its discretion and for any reason, reject a registration, remove listings or content, and suspend, terminate, restrict or downgrade any account or service, in particular when it believes these terms have been breached. You may close your account at any time.`,
      ],
    },
    {
      heading: msg`Dealings between users`,
      paragraphs: [
        msg`The Service puts businesses in contact; it is not a party to the transactions between them. Users are solely responsible for checking their counterparts, and for the quality, safety, legality and delivery of the products and payments they exchange.`,
      ],
    },
    {
      heading: msg`Limitation of liability`,
      paragraphs: [
        msg`The Service is provided "as is". To the extent permitted by law, the operator is not liable for indirect or consequential damages, lost profits or lost data. The total liability of the operator to a user in any calendar year is limited to the greater of the fees that user paid in that year or the maximum amount allowed by law. Any claim must be brought within one year after the cause of action arises.`,
      ],
    },
    {
      heading: msg`Governing law, language and contact`,
      paragraphs: [
        msg`These terms are governed by the laws of the United States and of the State of Florida. The courts of Miami, Florida, have exclusive jurisdiction over any dispute. These terms may be translated; the English text governs. We may amend them by publishing a new version on this page and notifying registered users.`,
        email
          ? msg`Questions about these terms: contact ${name} by e-mail at ${email}.`
          : msg`Questions about these terms: contact ${name} through the contact form of this site.`,
      ],
    },
  ],
};
