import { Trans, useLingui } from '@lingui/react/macro';
import { useAccountSecurity } from '../api/account-security';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { EmailSettings } from './email-settings';
import { TwoFactorSettings } from './two-factor-settings';

const sectionClassName = 'mt-6 rounded-xl border border-slate-200 bg-white p-6';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClassName}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account's security settings from the account service: e-mail, password, two-factor sign-in, sessions. */
export function AccountSecuritySettings() {
  const { t } = useLingui();
  const security = useAccountSecurity();
  if (security.isPending)
    return (
      <p className="mt-6 text-slate-600" role="status">
        <Trans>Loading your security settings…</Trans>
      </p>
    );
  if (security.isError)
    return (
      <p className="mt-6 text-red-700" role="alert">
        <Trans>Your security settings could not be loaded.</Trans> {security.error.message}
      </p>
    );
  return (
    <>
      <Section id="email-heading" title={t`E-mail`}>
        <EmailSettings security={security.data} />
      </Section>
      <Section id="password-heading" title={t`Password`}>
        <ChangePasswordForm twoFactor={security.data.twoFactorEnabled} />
      </Section>
      <Section id="two-factor-heading" title={t`Two-factor sign-in`}>
        <TwoFactorSettings security={security.data} />
      </Section>
      <Section id="sessions-heading" title={t`Where you are signed in`}>
        <ActiveSessions />
      </Section>
    </>
  );
}
