import { msg } from '@lingui/core/macro';
import { runtimeConfig } from '@/lib/runtime-config';
import type { StaticPageContent } from '../components/static-page';

const name = runtimeConfig.siteName;
const email = runtimeConfig.contactEmail;

export const privacyPolicy: StaticPageContent = {
  metaTitle: msg`Privacy Policy`,
  metaDescription: msg`How ${name} collects, uses, discloses and keeps the data of the businesses and people who use it.`,
  eyebrow: msg`Legal`,
  title: msg`Privacy Policy`,
  intro: msg`This policy explains what data ${name} (the operator, a company based in Miami, Florida) collects when you use the platform, why, and what rights you have. The service is for businesses only and is not directed at consumers or at children.`,
  sections: [
    {
      heading: msg`Information we collect`,
      paragraphs: [
        msg`We collect the information you give us and the information your use of the service produces:`,
      ],
      bullets: [
        msg`Account data: your name, e-mail address, password (stored only as a secure hash), phone, country, job position and profile details.`,
        msg`Company data: the business profiles you create, their products, certificates, contact details and members.`,
        msg`Payment data: the membership you buy, its price and date; card numbers are handled by our payment processor and never stored by us.`,
        msg`Activity data: requests and messages you send and receive, posts, comments, likes, follows and searches.`,
        msg`Device data: IP address, browser type, operating system, language and the pages you visit, collected through logs and cookies.`,
      ],
    },
    {
      heading: msg`How we use information`,
      paragraphs: [
        msg`We use your data to provide the service (publish your profiles, deliver your requests and messages, process memberships), to keep it secure, to prevent fraud and abuse, to answer your questions, and to improve the platform. We may verify the identity of users and businesses, including checks required by anti-money-laundering rules, before granting a verified badge or a paid membership. We send you service messages and, if you agree, news about the network, which you can unsubscribe from at any time.`,
      ],
    },
    {
      heading: msg`How we disclose information`,
      paragraphs: [
        msg`Business profiles, products and public user profiles are visible to other users and visitors: that is the purpose of a directory. Requests and messages are visible only to their sender and to the members of the receiving business. We share data with service providers who process it on our behalf (hosting, e-mail delivery, payment processing), under contracts that forbid any other use, and with authorities when the law requires it. We never sell personal data.`,
      ],
    },
    {
      heading: msg`How long we keep information`,
      paragraphs: [
        msg`We keep your account and company data while your account is open. When you close it, we delete or anonymize it within 90 days, except records we must keep by law (invoices and payment records, usually for seven years) and data needed to settle disputes or prevent abuse.`,
      ],
    },
    {
      heading: msg`Cookies and analytics`,
      paragraphs: [
        msg`We use cookies and local storage that the service needs to work, such as those that keep you signed in, and analytics that measure how pages are used so we can improve them. You can block or delete cookies in your browser; the parts of the service that need a session will then not work.`,
      ],
    },
    {
      heading: msg`Changes to this policy`,
      paragraphs: [
        msg`We may update this policy when the service or the law changes. We publish the new version on this page with its date, and we tell registered users by e-mail or in the platform before a significant change takes effect.`,
      ],
    },
    {
      heading: msg`Visitors from the European Union`,
      paragraphs: [
        msg`If you are in the European Union or the European Economic Area, the General Data Protection Regulation gives you the right to access, correct, delete and export your data, to restrict or object to its processing, and to withdraw consent at any time. We process your data to perform our contract with you, to meet legal obligations and for our legitimate interest in a safe, working service. Data is transferred to the United States under appropriate safeguards. You may also complain to your data protection authority.`,
      ],
    },
    {
      heading: msg`How to contact us`,
      paragraphs: [
        email
          ? msg`For any question about this policy or to exercise your rights, contact ${name} by e-mail at ${email}. We answer within 30 days.`
          : msg`For any question about this policy or to exercise your rights, contact ${name} through the contact form of this site. We answer within 30 days.`,
      ],
    },
    {
      heading: msg`Language`,
      paragraphs: [
        msg`This policy may be translated for the portals of the network. If a translation and the English text differ, the English text prevails.`,
      ],
    },
  ],
};
