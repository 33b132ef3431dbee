import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { AccountSecurity, TwoFactorSetup } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useFocusFirstError } from '@/lib/focus-first-error';
import type { AccountError } from '../api/account-call';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewRecoveryCodes,
  useSetUpTwoFactor,
} from '../api/account-security';
import { CodeInput, CurrentPasswordInput, TextInput, useAccountError } from './text-input';

/** Recovery codes, shown once after they are made. */
function RecoveryCodeList({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  // They take the place of the form that made them: the focus goes to them, so they are read and not missed.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [codes]);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
    >
      <p className="text-sm font-semibold text-slate-900">
        <Trans>Your recovery codes</Trans>
      </p>
      <p className="text-sm text-slate-700">
        <Trans>
          Keep them somewhere safe. Each one signs you in once if you lose your phone. They are shown only
          now.
        </Trans>
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** Turning two-factor sign-in on: the password, then the QR code, then a first code from the app. */
function SetUp({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t, i18n } = useLingui();
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstError(refusals);
  const instructions = useRef<HTMLParagraphElement>(null);
  // The QR code replaces the password form: the focus goes to what to do with it.
  useEffect(() => {
    if (setup) instructions.current?.focus();
  }, [setup]);
  const onError = (failure: Error) => {
    setError(errorText(failure, i18n));
    setRefusals((count) => count + 1);
  };
  if (!setup)
    return (
      <form
        ref={formRef}
        className="grid gap-4 md:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setUp.mutate(
            { currentPassword: password },
            {
              // A refused password's message must not follow onto the code of the next step.
              onSuccess: (data) => {
                setError(undefined);
                setSetup(data);
              },
              onError,
            },
          );
        }}
      >
        <CurrentPasswordInput value={password} onChange={setPassword} error={error} />
        <div className="md:col-span-2">
          <button type="submit" className={buttonClass('outline')} disabled={setUp.isPending}>
            <Trans>Set up an authenticator app</Trans>
          </button>
        </div>
      </form>
    );
  return (
    <form
      ref={formRef}
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The promise, not mutate's callbacks: those are dropped when this form unmounts, which the new settings
        // make it do, and the codes are shown only once.
        enable.mutateAsync({ code }).then((data) => {
          onCodes(data.recoveryCodes);
          toast.success(t`Two-factor sign-in is on.`);
        }, onError);
      }}
    >
      <p ref={instructions} tabIndex={-1} className="text-sm text-slate-700 outline-none">
        <Trans>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password…), or type the key by hand.
        </Trans>
      </p>
      <img src={setup.qrCode} alt={t`QR code for your authenticator app`} width={180} height={180} />
      <p className="text-sm">
        <Trans>Key:</Trans>{' '}
        <code className="break-all font-mono" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <TextInput
        label={t`Code from the app`}
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        error={error}
      />
      <button type="submit" className={buttonClass('primary')} disabled={enable.isPending}>
        <Trans>Turn on two-factor sign-in</Trans>
      </button>
    </form>
  );
}

/** Which field of the form each refusal of the account service is about. */
const FIELD_OF = {
  InvalidPassword: 'password',
  InvalidCode: 'code',
  TooManyRequests: 'code',
  BadRequest: 'code',
} as const;

/** With two-factor sign-in on: new recovery codes, or turning it off (password and code). */
function Manage({
  recoveryCodesLeft,
  onCodes,
}: {
  recoveryCodesLeft: number;
  onCodes: (codes: string[] | undefined) => void;
}) {
  const { t } = useLingui();
  const disable = useDisableTwoFactor();
  const renew = useNewRecoveryCodes();
  const [form, setForm] = useState({ currentPassword: '', code: '' });
  const { setError, fieldError, otherError, refusals } = useAccountError(FIELD_OF);
  const formError = otherError('password', 'code');
  const formRef = useFocusFirstError(refusals);
  const onError = (failure: Error) => setError(failure as AccountError);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        <Trans>
          Two-factor sign-in is <strong>on</strong>.
        </Trans>{' '}
        <Plural value={recoveryCodesLeft} one="# recovery code left." other="# recovery codes left." />
      </p>
      <form
        ref={formRef}
        className="grid gap-4 md:grid-cols-2"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <CurrentPasswordInput
          hint={t`Needed to turn it off.`}
          value={form.currentPassword}
          onChange={(currentPassword) => setForm({ ...form, currentPassword })}
          error={fieldError('password')}
        />
        <CodeInput
          value={form.code}
          onChange={(code) => setForm({ ...form, code })}
          error={fieldError('code')}
        />
        {formError && (
          <p role="alert" className="text-sm text-red-700 md:col-span-2">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={renew.isPending}
            onClick={() =>
              renew.mutate({ code: form.code }, { onSuccess: (data) => onCodes(data.recoveryCodes), onError })
            }
          >
            <Trans>New recovery codes</Trans>
          </button>
          <button
            type="button"
            className={buttonClass('ghost')}
            disabled={disable.isPending}
            onClick={() =>
              disable.mutate(form, {
                onSuccess: () => {
                  onCodes(undefined);
                  toast.success(t`Two-factor sign-in is off.`);
                },
                onError,
              })
            }
          >
            <Trans>Turn off two-factor sign-in</Trans>
          </button>
        </div>
      </form>
    </div>
  );
}

/** Two-factor sign-in with an authenticator app, in the profile settings. */
export function TwoFactorSettings({ security }: { security: AccountSecurity }) {
  // Kept here: enabling re-reads the settings, which swaps the set-up for the management view.
  const [codes, setCodes] = useState<string[] | undefined>();
  return (
    <div className="space-y-4">
      {codes && <RecoveryCodeList codes={codes} />}
      {security.twoFactorEnabled ? (
        <Manage recoveryCodesLeft={security.recoveryCodesLeft} onCodes={setCodes} />
      ) : (
        <SetUp onCodes={setCodes} />
      )}
    </div>
  );
}
