import type { UserProfile } from '@tradeforge/contracts';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@tradeforge/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { CountryStateFields } from '@/components/country-state-fields';
import { inputClass, labelClass } from '@/components/ui/field';
import {
  useBusinessTypes,
  useCountries,
  useGenders,
  useIndustries,
  useJobPositions,
  useLanguages,
} from '../api/get-reference-lists';
import { useUpdateProfile } from '../api/update-profile';
import { Select } from './form-fields';
import { toBody, toValues, type FormValues } from './profile-form-values';
import { isBirthDateValid, isPhoneValid } from './profile-rules';

/** The profile form of /profile/edit with the spec's rules (part 2, section 5); the server checks them again. */
export function ProfileEditForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const { register, handleSubmit, setValue, control } = useForm<FormValues>({
    defaultValues: toValues(profile),
  });
  const update = useUpdateProfile();
  const countries = useCountries().data ?? [];
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  const genders = useGenders().data ?? [];
  const languages = useLanguages().data ?? [];
  const jobPositions = useJobPositions().data ?? [];
  const businessTypes = useBusinessTypes().data ?? [];
  const industries = useIndustries().data ?? [];
  const brief = useWatch({ control, name: 'briefPresentation' });
  const dialCodes = new Set(countries.map((c) => c.dialCode).filter(Boolean));

  const submit = handleSubmit((values) => {
    if (!isPhoneValid(values.dialCode, values.phoneNumber, dialCodes)) {
      window.alert(PROFILE_MESSAGES.invalidPhone);
      return;
    }
    if (!isBirthDateValid(values.birthDate)) {
      window.alert(PROFILE_MESSAGES.invalidBirthDate);
      return;
    }
    update.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(PROFILE_MESSAGES.updated);
        onDone();
      },
      onError: (error) => toast.error(`${PROFILE_MESSAGES.updateFailed}: ${error.message}`),
    });
  });

  return (
    <form onSubmit={submit} className="grid gap-5 md:grid-cols-2" noValidate>
      <div>
        <label htmlFor="firstName" className={labelClass}>
          First name
        </label>
        <input
          id="firstName"
          className={inputClass}
          required
          maxLength={PROFILE_LIMITS.name}
          {...register('firstName')}
        />
      </div>
      <div>
        <label htmlFor="lastName" className={labelClass}>
          Last name
        </label>
        <input
          id="lastName"
          className={inputClass}
          required
          maxLength={PROFILE_LIMITS.name}
          {...register('lastName')}
        />
      </div>
      <div>
        <label htmlFor="email" className={labelClass}>
          E-mail
        </label>
        <input
          id="email"
          className={`${inputClass} bg-slate-100`}
          value={profile.email}
          readOnly
          aria-readonly="true"
        />
      </div>
      <fieldset>
        <legend className={labelClass}>Mobile phone</legend>
        <div className="flex gap-2">
          <input
            aria-label="Country dial code"
            className={`${inputClass} w-24`}
            placeholder="+1"
            {...register('dialCode')}
          />
          <input
            aria-label="Phone number"
            inputMode="tel"
            className={inputClass}
            placeholder="12345678"
            {...register('phoneNumber')}
          />
        </div>
      </fieldset>
      <CountryStateFields
        countries={countries}
        value={{ country, state }}
        onChange={(region) => {
          setValue('country', region.country, { shouldDirty: true });
          setValue('state', region.state, { shouldDirty: true });
        }}
        countryPlaceholder="Select one"
      />
      <div>
        <label htmlFor="city" className={labelClass}>
          City
        </label>
        <input id="city" className={inputClass} maxLength={PROFILE_LIMITS.text} {...register('city')} />
      </div>
      <div>
        <label htmlFor="birthDate" className={labelClass}>
          Birth date
        </label>
        <input id="birthDate" className={inputClass} placeholder="1970-10-24" {...register('birthDate')} />
      </div>
      <Select
        id="gender"
        label="Gender"
        options={genders.map((g) => ({ value: g.code, label: g.name }))}
        {...register('gender')}
      />
      <Select
        id="preferredLanguage"
        label="Preferred language"
        options={languages.map((l) => ({ value: l.code, label: l.languageName }))}
        {...register('preferredLanguage')}
      />
      <div>
        <label htmlFor="companyName" className={labelClass}>
          Company name
        </label>
        <input
          id="companyName"
          className={inputClass}
          maxLength={PROFILE_LIMITS.text}
          {...register('companyName')}
        />
      </div>
      <div>
        <label htmlFor="profession" className={labelClass}>
          Profession
        </label>
        <input
          id="profession"
          className={inputClass}
          maxLength={PROFILE_LIMITS.text}
          {...register('profession')}
        />
      </div>
      <Select
        id="jobPosition"
        label="Job position"
        options={jobPositions.map((j) => ({ value: String(j.jobPositionID), label: j.name }))}
        {...register('jobPosition')}
      />
      <Select
        id="businessType"
        label="Business type"
        options={businessTypes.map((b) => ({ value: b.code, label: b.businessTypeName }))}
        {...register('businessType')}
      />
      <Select
        id="industry"
        label="Industry"
        options={industries.map((i) => ({ value: i.id, label: i.name }))}
        {...register('industry')}
      />
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4" {...register('showBirthDate')} /> Show my birth date on my
          public profile
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4" {...register('showProfession')} /> Show my profession on
          my public profile
        </label>
      </div>
      <div className="md:col-span-2">
        <label htmlFor="briefPresentation" className={labelClass}>
          Brief presentation
        </label>
        <textarea
          id="briefPresentation"
          rows={5}
          maxLength={PROFILE_LIMITS.briefPresentation}
          className={inputClass}
          aria-describedby="brief-counter"
          {...register('briefPresentation')}
        />
        <p id="brief-counter" className="mt-1 text-right text-xs text-slate-500">
          {brief.length}/{PROFILE_LIMITS.briefPresentation}
        </p>
      </div>
      <div className="flex gap-3 md:col-span-2">
        <button
          type="submit"
          disabled={update.isPending}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {update.isPending ? 'Saving…' : 'Save profile'}
        </button>
        <button
          type="button"
          disabled={update.isPending}
          onClick={onDone}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
