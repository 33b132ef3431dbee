import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy, MessageCircle, MessageSquareText, Phone, Video } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';

const OPTIONS = [
  {
    icon: MessageSquareText,
    title: msg`Text message`,
    text: msg`Send a text to the customer-service number of your region; we answer during business hours.`,
  },
  {
    icon: MessageCircle,
    title: msg`WhatsApp`,
    text: msg`Write to the same numbers on WhatsApp, in English or Spanish, from anywhere in the world.`,
  },
  {
    icon: Video,
    title: msg`Video call`,
    text: msg`Book a video call with an account manager to plan your profile, membership or campaign.`,
  },
];

/** A region's customer-service phone; `title` is the whole heading ("Customer service USA"). */
function PhoneCard({ title, number }: { title: string; number: string }) {
  return (
    <div className="rounded-xl bg-white p-6 shadow-card ring-1 ring-slate-200">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-800">
        <Phone aria-hidden className="size-5 text-accent-700" /> {title}
      </h2>
      {number ? (
        <p className="mt-2 text-2xl font-bold">
          <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
            {number}
          </a>
        </p>
      ) : (
        <p className="mt-2 text-slate-600">
          <Trans>
            Phone support is not available right now; the contact form below reaches the same team.
          </Trans>
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Phone, text message and WhatsApp, Monday to Friday.</Trans>
      </p>
    </div>
  );
}

/** Contact us (spec part 2, section 2.15): phones for the USA and Europe, the ways to reach us, the Need Help form. */
export function ContactUsPage() {
  const { t, i18n } = useLingui();
  const { siteName, customerServicePhones } = runtimeConfig;
  usePageMeta(
    t`Contact Us`,
    t`Contact ${siteName} customer service in the USA and Europe by phone, text message, WhatsApp or video call.`,
  );
  return (
    <>
      <PageHeader eyebrow={t`Contact us`} title={t`We are here to help`}>
        <p>
          <Trans>
            Questions about your profile, a membership or finding the right supplier? Our team in Miami and
            our partners in Europe answer in English and Spanish, usually within one business day.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        <div className="grid gap-6 md:grid-cols-2">
          <PhoneCard title={t`Customer service USA`} number={customerServicePhones.usa} />
          <PhoneCard title={t`Customer service Europe`} number={customerServicePhones.europe} />
        </div>
        <section aria-labelledby="options-heading">
          <h2 id="options-heading" className="text-2xl font-bold text-brand-800">
            <Trans>Ways to reach us</Trans>
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {OPTIONS.map(({ icon: Icon, title, text }) => (
              <li key={title.id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <Icon aria-hidden className="size-6 text-brand-600" />
                <h3 className="mt-2 font-semibold text-brand-800">{i18n._(title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{i18n._(text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="need-help-heading" className="rounded-2xl bg-brand-800 p-8 text-white">
          <h2 id="need-help-heading" className="text-2xl font-bold">
            <Trans>Looking for a supplier or for buyers?</Trans>
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">
            <Trans>
              Tell us what you want to buy or sell. The service is free: an account manager will find the
              right companies in the network and contact you.
            </Trans>
          </p>
          <Link to={paths.contactForm} className={`${buttonClass('accent', 'lg')} mt-5`}>
            <LifeBuoy aria-hidden className="size-5" /> <Trans>Need Help</Trans>
          </Link>
        </section>
      </div>
    </>
  );
}
