import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { BusinessCreateBody, Country, IndustryWithCategories } from '@tradeforge/contracts';
import { CountryStateFields } from '@/components/country-state-fields';
import { buttonClass } from '@/components/ui/button';
import { uploadBusinessImage } from '@/lib/business-upload';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { useSiteLocale } from '@/lib/i18n';
import { useCreateBusiness } from '../api/create-business';
import { businessCreateResolver, EMPTY_BUSINESS, type BusinessCreateValues } from './business-create-values';
import { TEXT_LANGUAGE_OPTIONS, useBusinessKindOptions } from './business-labels';
import { CategoryChecklist } from './category-checklist';
import { ImagePicker } from '@/components/ui/image-picker';
import { SelectControl, TextAreaControl, TextControl } from '@/components/ui/form-controls';

const MAX_DESCRIPTION = 600;

/** The create form (spec part 2, section 2.6). Nothing typed is lost when the server refuses. */
export function BusinessCreateForm({
  countries,
  industries,
  doneUrl,
  cancelUrl,
}: {
  countries: Country[];
  industries: IndustryWithCategories[];
  doneUrl: string;
  cancelUrl: string;
}) {
  const navigate = useNavigate();
  const create = useCreateBusiness();
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const kindOptions = useBusinessKindOptions();
  const resolver = useMemo(() => businessCreateResolver(i18n), [i18n]);
  const { control, handleSubmit, setValue, formState } = useForm<BusinessCreateValues>({
    // A business created on a Spanish page most likely writes in Spanish.
    defaultValues: { ...EMPTY_BUSINESS, textLanguage: locale },
    resolver,
  });
  const formRef = useFocusFirstError(formState.submitCount);
  const [industryId, country, state] = useWatch({ control, name: ['industryId', 'country', 'state'] });
  const industry = industries.find((item) => item.id === industryId);

  const submit = handleSubmit(async (values) => {
    try {
      const [profilePhoto, coverPhoto] = await Promise.all([
        values.logo ? uploadBusinessImage(values.logo) : undefined,
        values.cover ? uploadBusinessImage(values.cover) : undefined,
      ]);
      const body: BusinessCreateBody = {
        companyName: values.companyName,
        categories: values.categories.map((categoryId) => `${values.industryId}.${categoryId}`),
        businessType: values.businessType as BusinessCreateBody['businessType'],
        country: values.country,
        ...(values.state ? { state: values.state } : {}),
        shortDescription: values.shortDescription,
        textLanguage: values.textLanguage as BusinessCreateBody['textLanguage'],
        ...(profilePhoto ? { profilePhoto } : {}),
        ...(coverPhoto ? { coverPhoto } : {}),
      };
      await create.mutateAsync(body);
      toast.success(t`Your business profile was created.`);
      void navigate(doneUrl);
    } catch {
      toast.error(t`Complete all the information required to create your business profile.`);
    }
  });

  return (
    <form ref={formRef} className="space-y-6" noValidate onSubmit={submit}>
      <fieldset className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6">
        <legend className="sr-only">
          <Trans>Images</Trans>
        </legend>
        <Controller
          name="cover"
          control={control}
          render={({ field }) => (
            <ImagePicker
              label={t`Cover photo`}
              shape="cover"
              file={field.value}
              onChange={field.onChange}
              hint={t`Recommended 200x800.`}
            />
          )}
        />
        <Controller
          name="logo"
          control={control}
          render={({ field }) => (
            <ImagePicker label={t`Business logo`} shape="logo" file={field.value} onChange={field.onChange} />
          )}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6">
        <legend className="sr-only">
          <Trans>Business information</Trans>
        </legend>
        <div className="sm:col-span-2">
          <TextControl
            control={control}
            name="companyName"
            label={t`Company name`}
            required
            maxLength={120}
          />
        </div>
        <SelectControl
          control={control}
          name="industryId"
          label={t`Main industry`}
          placeholder={t`Select an industry`}
          required
          options={industries}
          onPicked={() => setValue('categories', [])}
        />
        <SelectControl
          control={control}
          name="businessType"
          label={t`Business type`}
          placeholder={t`Select a business type`}
          required
          options={kindOptions}
        />
        <Controller
          name="categories"
          control={control}
          render={({ field, fieldState }) => (
            <CategoryChecklist
              industry={industry}
              value={field.value}
              onChange={(update) => field.onChange(update(field.value))}
              error={fieldState.error?.message}
            />
          )}
        />
        <CountryStateFields
          countries={countries}
          value={{ country, state }}
          onChange={(region) => {
            setValue('country', region.country);
            setValue('state', region.state);
          }}
          required
        />
        <div className="sm:col-span-2">
          <TextAreaControl
            control={control}
            name="shortDescription"
            label={t`Short description`}
            hint={t`(at least 20 characters)`}
            required
            max={MAX_DESCRIPTION}
          />
        </div>
        <SelectControl
          control={control}
          name="textLanguage"
          label={t`Language of your descriptions and products`}
          options={TEXT_LANGUAGE_OPTIONS}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={cancelUrl} className={buttonClass('outline')}>
          <Trans>Cancel</Trans>
        </Link>
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary')}>
          {formState.isSubmitting ? <Trans>Creating…</Trans> : <Trans>Create your Business Profile</Trans>}
        </button>
      </div>
    </form>
  );
}
