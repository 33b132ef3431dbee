import { Trans, useLingui } from '@lingui/react/macro';
import { ENQUIRY_MORE_INFO_MAX, ENQUIRY_PRODUCT_SLOTS } from '@tradeforge/contracts';
import { Loader2, RotateCcw, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/http';
import { useSendNeedHelp, type NeedHelpFormValues } from '../api/send-need-help';
import { Field, Fieldset, SelectControl, type Option } from './form-fields';
import { employeeRanges, EMPTY, needHelpResolver } from './form-values';
import { ProductChoices } from './product-choices';

export interface NeedHelpLists {
  businessTypes: Option[];
  jobPositions: Option[];
  usaStates: Option[];
  countries: Option[];
  productGroups: { label: string; options: Option[] }[];
}

/**
 * The need-help enquiry (spec part 2, sections 2.13 and 3). Company phone and e-mail are required here and on the
 * server. On failure nothing typed is lost: the values stay, and a field the server rejected is marked.
 */
export function NeedHelpForm({ lists }: { lists: NeedHelpLists }) {
  const { t, i18n } = useLingui();
  const resolver = useMemo(() => needHelpResolver(i18n), [i18n]);
  const ranges = useMemo(() => employeeRanges(i18n), [i18n]);
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<NeedHelpFormValues>({
    defaultValues: EMPTY,
    resolver,
  });
  const { errors } = formState;
  const send = useSendNeedHelp();

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast.success(t`Request sent successfully, you will be contacted soon!`);
        reset(EMPTY);
      },
      (error: unknown) => {
        toast.error(t`There was an error processing your request, please try again in a few hours!`);
        if (error instanceof ApiError && Array.isArray(error.details)) {
          for (const detail of error.details as { path?: string; message?: string }[]) {
            const field = detail.path?.replace(/^\//, '') as keyof NeedHelpFormValues | undefined;
            if (field && field in EMPTY)
              setError(field, { message: detail.message ?? t`Please check this value.` });
          }
        }
      },
    ),
  );

  const text = (name: keyof NeedHelpFormValues, label: string, type = 'text', autoComplete?: string) => (
    <Field id={name} label={label} error={errors[name]}>
      {(props) => (
        <input type={type} autoComplete={autoComplete} maxLength={200} {...props} {...register(name)} />
      )}
    </Field>
  );
  const select = (name: keyof NeedHelpFormValues, label: string, options: Option[], placeholder: string) => (
    <Field id={name} label={label} error={errors[name]}>
      {(props) => (
        <SelectControl {...props} registration={register(name)} options={options} placeholder={placeholder} />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={t`Need help request`}>
      <Fieldset legend={t`About you`}>
        {text('firstName', t`First name`, 'text', 'given-name')}
        {text('lastName', t`Last name`, 'text', 'family-name')}
        {select('jobPosition', t`Job position`, lists.jobPositions, t`Select your position`)}
        <Field id="email" label={t`E-mail`} required error={errors.email}>
          {(props) => (
            <input
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              {...props}
              {...register('email')}
            />
          )}
        </Field>
        {text('mobilePhone', t`Mobile phone`, 'tel', 'tel')}
      </Fieldset>

      <Fieldset legend={t`Your company`}>
        {text('businessName', t`Business name`, 'text', 'organization')}
        {select('businessType', t`Business type`, lists.businessTypes, t`Select a business type`)}
        {text('website', t`Website`, 'url', 'url')}
        <Field id="companyPhone" label={t`Company phone`} required error={errors.companyPhone}>
          {(props) => (
            <input
              type="tel"
              autoComplete="tel"
              required
              maxLength={30}
              placeholder="+1 305 555 0100"
              {...props}
              {...register('companyPhone')}
            />
          )}
        </Field>
        {text('companyFax', t`Company fax`, 'tel')}
        {text('address', t`Address`, 'text', 'street-address')}
        {text('city', t`City`, 'text', 'address-level2')}
        {text('zipcode', t`Zip code`, 'text', 'postal-code')}
        {select('usaState', t`State (USA)`, lists.usaStates, t`Select one state`)}
        {select('country', t`Country`, lists.countries, t`Select a country`)}
        {select('totalEmployees', t`Total employees`, ranges, t`Select a range`)}
        {select('salesEmployees', t`Sales employees`, ranges, t`Select a range`)}
      </Fieldset>

      <ProductChoices
        side="buy"
        legend={t`What do you want to buy?`}
        register={register}
        watch={watch}
        errors={errors}
        groups={lists.productGroups}
        max={ENQUIRY_MORE_INFO_MAX}
        slots={ENQUIRY_PRODUCT_SLOTS}
      />
      <ProductChoices
        side="sell"
        legend={t`What do you want to sell?`}
        register={register}
        watch={watch}
        errors={errors}
        groups={lists.productGroups}
        max={ENQUIRY_MORE_INFO_MAX}
        slots={ENQUIRY_PRODUCT_SLOTS}
      />

      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => reset(EMPTY)}
          className={buttonClass('outline', 'lg')}
          disabled={send.isPending}
        >
          <RotateCcw aria-hidden className="size-4" /> <Trans>Reset Form</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={send.isPending}>
          {send.isPending ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden className="size-4" />
          )}
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send request</Trans>}
        </button>
      </div>
    </form>
  );
}
