import { ENQUIRY_MORE_INFO_MAX, ENQUIRY_PRODUCT_SLOTS, NEEDHELP_MESSAGES } from '@tradeforge/contracts';
import { Loader2, RotateCcw, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/http';
import { useSendNeedHelp, type NeedHelpFormValues } from '../api/send-need-help';
import { Field, Fieldset, SelectControl, type Option } from './form-fields';
import { EMPLOYEE_RANGES, EMPTY, needHelpResolver } from './form-values';
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
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<NeedHelpFormValues>({
    defaultValues: EMPTY,
    resolver: needHelpResolver,
  });
  const { errors } = formState;
  const send = useSendNeedHelp();

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast.success(NEEDHELP_MESSAGES.success);
        reset(EMPTY);
      },
      (error: unknown) => {
        toast.error(NEEDHELP_MESSAGES.failure);
        if (error instanceof ApiError && Array.isArray(error.details)) {
          for (const detail of error.details as { path?: string; message?: string }[]) {
            const field = detail.path?.replace(/^\//, '') as keyof NeedHelpFormValues | undefined;
            if (field && field in EMPTY)
              setError(field, { message: detail.message ?? 'Please check this value.' });
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
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Need help request">
      <Fieldset legend="About you">
        {text('firstName', 'First name', 'text', 'given-name')}
        {text('lastName', 'Last name', 'text', 'family-name')}
        {select('jobPosition', 'Job position', lists.jobPositions, 'Select your position')}
        <Field id="email" label="E-mail" required error={errors.email}>
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
        {text('mobilePhone', 'Mobile phone', 'tel', 'tel')}
      </Fieldset>

      <Fieldset legend="Your company">
        {text('businessName', 'Business name', 'text', 'organization')}
        {select('businessType', 'Business type', lists.businessTypes, 'Select a business type')}
        {text('website', 'Website', 'url', 'url')}
        <Field id="companyPhone" label="Company phone" required error={errors.companyPhone}>
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
        {text('companyFax', 'Company fax', 'tel')}
        {text('address', 'Address', 'text', 'street-address')}
        {text('city', 'City', 'text', 'address-level2')}
        {text('zipcode', 'Zip code', 'text', 'postal-code')}
        {select('usaState', 'State (USA)', lists.usaStates, 'Select one state')}
        {select('country', 'Country', lists.countries, 'Select a country')}
        {select('totalEmployees', 'Total employees', EMPLOYEE_RANGES, 'Select a range')}
        {select('salesEmployees', 'Sales employees', EMPLOYEE_RANGES, 'Select a range')}
      </Fieldset>

      <ProductChoices
        side="buy"
        legend="What do you want to buy?"
        register={register}
        watch={watch}
        errors={errors}
        groups={lists.productGroups}
        max={ENQUIRY_MORE_INFO_MAX}
        slots={ENQUIRY_PRODUCT_SLOTS}
      />
      <ProductChoices
        side="sell"
        legend="What do you want to sell?"
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
          <RotateCcw aria-hidden className="size-4" /> Reset Form
        </button>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={send.isPending}>
          {send.isPending ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden className="size-4" />
          )}
          {send.isPending ? 'Sending…' : 'Send request'}
        </button>
      </div>
    </form>
  );
}
