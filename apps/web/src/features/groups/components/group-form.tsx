import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_LIMITS, type CreateGroupBody, type Group, type GroupPrivacy } from '@tradeforge/contracts';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { uploadBusinessImage } from '@/lib/business-upload';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { PRIVACY_LABELS, PRIVACY_MEANINGS } from './group-labels';
import { EMPTY_GROUP, groupFormResolver, valuesOf, type GroupFormValues } from './group-form-values';
import { SelectControl, TextAreaControl, TextControl } from '@/components/ui/form-controls';

const PRIVACIES: GroupPrivacy[] = ['open', 'private'];

/**
 * The group's form, to create one (`group` absent) or edit it (the manage page): name, description, open or
 * private with what each means, industry, rules and cover. The cover is uploaded as business covers are, and its
 * token sent with the body; a removed cover is sent as '' (null fields never leave the client). Nothing typed is
 * lost when the server refuses; `onSave` sends the body.
 */
export function GroupForm({
  group,
  industries,
  onSave,
  submitLabel,
}: {
  group?: Group;
  industries: { id: string; name: string }[];
  onSave: (body: CreateGroupBody) => Promise<unknown>;
  submitLabel: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const resolver = useMemo(() => groupFormResolver(i18n), [i18n]);
  const { control, handleSubmit, formState, setValue } = useForm<GroupFormValues>({
    defaultValues: group ? valuesOf(group) : EMPTY_GROUP,
    resolver,
  });
  const formRef = useFocusFirstError(formState.submitCount);

  const submit = handleSubmit(async (values) => {
    try {
      const cover = values.cover ? await uploadBusinessImage(values.cover) : undefined;
      await onSave({
        name: values.name,
        description: values.description,
        privacy: values.privacy as GroupPrivacy,
        // '' takes a group's industry away: null fields never leave the client.
        ...(values.industryId || group?.industry ? { industryId: values.industryId } : {}),
        ...(values.rules || group?.rules ? { rules: values.rules } : {}),
        ...(cover ? { cover } : values.coverRemoved && group?.cover ? { cover: '' } : {}),
      });
    } catch (error) {
      toast.error(errorText(error, i18n));
    }
  });

  const coverRemoved = useWatch({ control, name: 'coverRemoved' });
  const cardClassName = 'space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6';
  return (
    <form ref={formRef} className="space-y-6" noValidate onSubmit={submit}>
      <div className={cardClassName}>
        <TextControl
          control={control}
          name="name"
          label={t`Group name`}
          required
          maxLength={GROUP_LIMITS.nameMax}
        />
        <TextAreaControl
          control={control}
          name="description"
          label={t`Description`}
          required
          max={GROUP_LIMITS.descriptionMax}
          hint={t`Who the group is for and what members talk about.`}
        />
        <Controller
          name="privacy"
          control={control}
          render={({ field, fieldState }) => (
            <fieldset
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${id}-privacy-error` : undefined}
            >
              <legend className="text-sm font-medium text-slate-800">
                <Trans>Who can see and join it</Trans>
              </legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {PRIVACIES.map((privacy) => (
                  <label
                    key={privacy}
                    className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={privacy}
                      checked={field.value === privacy}
                      onChange={() => field.onChange(privacy)}
                      aria-labelledby={`${id}-${privacy}`}
                      aria-describedby={`${id}-${privacy}-meaning`}
                      className="mt-1"
                    />
                    <span>
                      <span id={`${id}-${privacy}`} className="block text-sm font-semibold text-slate-900">
                        {i18n._(PRIVACY_LABELS[privacy])}
                      </span>
                      <span id={`${id}-${privacy}-meaning`} className="block text-xs text-slate-600">
                        {i18n._(PRIVACY_MEANINGS[privacy])}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              {fieldState.error && (
                <p id={`${id}-privacy-error`} role="alert" className="mt-1 text-xs text-red-700">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
      </div>
      <div className={cardClassName}>
        <SelectControl
          control={control}
          name="industryId"
          label={t`Industry`}
          placeholder={t`No particular industry`}
          options={industries}
        />
        <TextAreaControl
          control={control}
          name="rules"
          label={t`Rules`}
          max={GROUP_LIMITS.rulesMax}
          hint={t`Optional. What members agree to when they post.`}
        />
        <Controller
          name="cover"
          control={control}
          render={({ field }) => (
            <ImagePicker
              label={t`Cover image`}
              shape="cover"
              hint={t`A wide image, 1600 × 600 pixels recommended.`}
              file={field.value}
              currentUrl={
                coverRemoved ? undefined : (group?.cover?.versions?.medium?.url ?? group?.cover?.url)
              }
              onChange={field.onChange}
              removeLabel={t`Remove cover`}
              onRemove={() => {
                field.onChange(null);
                setValue('coverRemoved', true);
              }}
            />
          )}
        />
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary')}>
          {formState.isSubmitting ? <Trans>Saving…</Trans> : submitLabel}
        </button>
      </div>
    </form>
  );
}
