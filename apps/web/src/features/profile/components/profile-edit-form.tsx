import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type {
  BusinessType,
  Country,
  Gender,
  JobPosition,
  Language,
  UserProfile,
} from '@tradeforge/contracts';
import { PROFILE_LIMITS } from '@tradeforge/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { CountryStateFields } from '@/components/country-state-fields';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass, labelClass } from '@/components/ui/field';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { schemaResolver } from '@/lib/form-resolver';
import { useUpdateProfile } from '../api/update-profile';
import { Select, TextField } from './form-fields';
import { profileFormSchema, toBody, toValues, type FormValues } from './profile-form-values';

/** The choice lists of the form, loaded by the page (a list that failed to load is empty). */
export interface ProfileLists {
  countries: Country[];
  genders: Gender[];
  languages: Language[];
  jobPositions: JobPosition[];
  businessTypes: BusinessType[];
  industries: { id: string; name: string }[];
}

/** The profile form of /profile/edit with the spec's rules (part 2, section 5); the server checks them again. */
export function ProfileEditForm({
  profile,
  lists,
  onDone,
}: {
  profile: UserProfile;
  lists: ProfileLists;
  onDone: () => void;
}) {
  const { countries } = lists;
  const { t, i18n } = useLingui();
  const resolver = useMemo(
    () =>
      schemaResolver<FormValues>(
        profileFormSchema(new Set(countries.map((c) => c.dialCode).filter(Boolean)), i18n),
        {},
        { i18n },
      ),
    [countries, i18n],
  );
  const { register, handleSubmit, setValue, control, formState } = useForm<FormValues>({
    defaultValues: toValues(profile),
    resolver,
    // The phone's error is the pair's, which has no input of its own: react-hook-form would skip it and focus the
    // next field in error. The first field marked invalid, in page order, takes the focus instead.
    shouldFocusError: false,
  });
  const { errors } = formState;
  const formRef = useFocusFirstError(formState.submitCount);
  const update = useUpdateProfile();
  const [country, state, brief] = useWatch({ control, name: ['country', 'state', 'briefPresentation'] });

  const submit = handleSubmit((values) =>
    update.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(t`Profile data updated successfully.`);
        onDone();
      },
      onError: (error) => {
        const reason = error.message;
        toast.error(t`An error has occurred when trying to update: ${reason}`);
      },
    }),
  );
  const text = (name: 'firstName' | 'lastName' | 'city' | 'companyName' | 'profession', label: string) => (
    <TextField label={label} error={errors[name]?.message} {...register(name)} />
  );
  const options = <T,>(items: T[], value: (item: T) => string | number, label: (item: T) => string) =>
    items.map((item) => ({ value: String(value(item)), label: label(item) }));

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-5 md:grid-cols-2" noValidate>
      {text('firstName', t`First name`)}
      {text('lastName', t`Last name`)}
      <TextField
        label={t`E-mail`}
        className="bg-slate-100"
        value={profile.email}
        readOnly
        aria-readonly="true"
      />
      <fieldset>
        <legend className={labelClass}>
          <Trans>Mobile phone</Trans>
        </legend>
        <div className="flex gap-2">
          <input
            aria-label={t`Country dial code`}
            aria-invalid={errors.mobilePhone ? true : undefined}
            aria-describedby={errors.mobilePhone ? 'mobile-phone-error' : undefined}
            className={`${inputClass} w-24`}
            placeholder="+1"
            {...register('mobilePhone.countryCode')}
          />
          <input
            aria-label={t`Phone number`}
            aria-invalid={errors.mobilePhone ? true : undefined}
            aria-describedby={errors.mobilePhone ? 'mobile-phone-error' : undefined}
            inputMode="tel"
            className={inputClass}
            placeholder="12345678"
            {...register('mobilePhone.phoneNumber')}
          />
        </div>
        {errors.mobilePhone && (
          <p id="mobile-phone-error" role="alert" className="mt-1 text-xs text-red-700">
            {errors.mobilePhone.message}
          </p>
        )}
      </fieldset>
      <CountryStateFields
        countries={countries}
        value={{ country, state }}
        onChange={(region) => {
          setValue('country', region.country, { shouldDirty: true });
          setValue('state', region.state, { shouldDirty: true });
        }}
        countryPlaceholder={t`Select one`}
      />
      {text('city', t`City`)}
      <TextField
        label={t`Birth date`}
        placeholder="1970-10-24"
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
      <Select
        label={t`Gender`}
        options={options(
          lists.genders,
          (g) => g.code,
          (g) => g.name,
        )}
        {...register('gender')}
      />
      <Select
        label={t`Preferred language`}
        options={options(
          lists.languages,
          (l) => l.code,
          (l) => l.languageName,
        )}
        {...register('preferredLanguage')}
      />
      {text('companyName', t`Company name`)}
      {text('profession', t`Profession`)}
      <Select
        label={t`Job position`}
        options={options(
          lists.jobPositions,
          (j) => j.jobPositionID,
          (j) => j.name,
        )}
        {...register('jobPosition')}
      />
      <Select
        label={t`Business type`}
        options={options(
          lists.businessTypes,
          (b) => b.code,
          (b) => b.businessTypeName,
        )}
        {...register('businessType')}
      />
      <Select
        label={t`Industry`}
        options={options(
          lists.industries,
          (i) => i.id,
          (i) => i.name,
        )}
        {...register('industry')}
      />
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4" {...register('showBirthDate')} />{' '}
          <Trans>Show my birth date on my public profile</Trans>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4" {...register('showProfession')} />{' '}
          <Trans>Show my profession on my public profile</Trans>
        </label>
      </div>
      <div className="md:col-span-2">
        <Field
          label={t`Brief presentation`}
          hint={`${brief.length}/${PROFILE_LIMITS.briefPresentation}`}
          error={errors.briefPresentation?.message}
        >
          {(props) => (
            <textarea
              {...props}
              rows={5}
              maxLength={PROFILE_LIMITS.briefPresentation}
              className={inputClass}
              {...register('briefPresentation')}
            />
          )}
        </Field>
      </div>
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
          {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save profile</Trans>}
        </button>
        <button type="button" disabled={update.isPending} onClick={onDone} className={buttonClass('outline')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
