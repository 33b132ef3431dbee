import { Trans } from '@lingui/react/macro';
import { Globe2, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { useAccountLink } from '@/lib/session';

/** The Register Now / Go Global banner of the home page (spec part 1, section 1). */
export function JoinBanner() {
  const registerHref = useAccountLink('register');
  return (
    <section aria-labelledby="join-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 px-6 py-10 text-white md:px-12">
        <img
          src="/images/globe-network.svg"
          alt=""
          className="pointer-events-none absolute -right-10 -bottom-16 hidden w-80 opacity-30 md:block"
        />
        <h2 id="join-heading" className="max-w-2xl text-3xl font-bold tracking-tight">
          <Trans>Put your company on the map of industrial trade</Trans>
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">
          <Trans>
            Registration is free for every business. Create your profile today, and reach buyers in 25
            countries when you are ready to go global.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={registerHref} className={buttonClass('accent', 'lg')}>
            <UserPlus aria-hidden className="size-5" /> <Trans>Register Now</Trans>
          </a>
          <Link to={paths.ourNetwork} className={buttonClass('light', 'lg')}>
            <Globe2 aria-hidden className="size-5" /> <Trans>Go Global</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
