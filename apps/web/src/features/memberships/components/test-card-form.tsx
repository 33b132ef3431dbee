import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2, Lock } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import type { Checkout } from './use-checkout';

interface CardValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  email: string;
}

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

function Input({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The card form of the test driver: number, expiry, CVC and name, checked by the API like Stripe's test mode
 * would (its test cards only; nothing is charged anywhere).
 */
export function TestCardForm({
  checkout,
  price,
  email,
}: {
  checkout: Checkout;
  price: string;
  email: string;
}) {
  const { register, handleSubmit, formState, setFocus } = useForm<CardValues>({
    defaultValues: { name: '', number: '', expiry: '', cvc: '', email },
  });
  const { errors } = formState;
  const { t } = useLingui();
  // A refused card: the keyboard goes back to the card number (the Pay button it was on was disabled meanwhile).
  useEffect(() => {
    if (checkout.cardError) setFocus('number');
  }, [checkout.cardError, setFocus]);
  const submit = handleSubmit(async (values) => {
    const [, month, year] = EXPIRY.exec(values.expiry.trim())!;
    await checkout.pay({
      paymentMethod: 'card',
      email: values.email.trim(),
      card: {
        name: values.name.trim(),
        number: values.number.replace(/\s+/g, ''),
        expMonth: Number(month),
        expYear: Number(year),
        cvc: values.cvc.trim(),
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} aria-label={t`Card checkout`} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Input
          id="card-number"
          label={t`Card number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          error={errors.number?.message}
          {...register('number', {
            required: t`Enter the card number.`,
            pattern: { value: /^[\d\s-]{12,23}$/, message: t`Use digits only.` },
          })}
        />
      </div>
      <Input
        id="card-expiry"
        label={t`Expiry (MM/YY)`}
        autoComplete="cc-exp"
        placeholder="12/34"
        maxLength={7}
        error={errors.expiry?.message}
        {...register('expiry', {
          required: t`Enter the expiry date.`,
          pattern: { value: EXPIRY, message: t`Use MM/YY.` },
        })}
      />
      <Input
        id="card-cvc"
        label={t`CVC`}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        error={errors.cvc?.message}
        {...register('cvc', {
          required: t`Enter the security code.`,
          pattern: { value: /^\d{3,4}$/, message: t`3 or 4 digits.` },
        })}
      />
      <Input
        id="card-name"
        label={t`Name on card`}
        autoComplete="cc-name"
        maxLength={120}
        error={errors.name?.message}
        {...register('name', { required: t`Enter the name on the card.` })}
      />
      <Input
        id="card-email"
        label={t`E-mail for the receipt`}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email?.message}
        {...register('email', {
          required: t`Enter an e-mail for the receipt.`,
          pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t`Enter a valid e-mail.` },
        })}
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={checkout.busy}
          className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
        >
          {checkout.busy ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Lock aria-hidden className="size-4" />
          )}
          <Trans>Pay {price}</Trans>
        </button>
        <p className="mt-2 text-xs text-slate-600">
          <Trans>
            Test payments: use Stripe&apos;s test cards, e.g. 4242 4242 4242 4242 with any future date and any
            CVC.
          </Trans>
        </p>
      </div>
    </form>
  );
}
