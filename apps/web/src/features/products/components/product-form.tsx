import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { toast, FAILURE_MESSAGE } from '@/lib/toast';
import type { IndustryWithCategories, Product, ProductBody } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { ApiError, errorText } from '@/lib/http';
import {
  productFormResolver,
  toFormValues,
  toKeywords,
  toSpecs,
  toVideos,
  type ProductFormValues,
} from './product-form-values';
import { imageRef, ProductImagesEditor } from './product-images-editor';
import { ProductTaxonomyFields } from './product-taxonomy-fields';
import { ProductTermsFields } from './product-terms-fields';
import { termsProblems, toTermsBody } from './product-terms-values';
import { uploadDatasheet } from '../api/upload-datasheet';
import { SpecRowsEditor } from './spec-rows-editor';
import { TextAreaControl, TextControl } from '@/components/ui/form-controls';

const DESCRIPTION_MAX = 5000;

/** Add or edit a product (spec part 2, section 2.8); the server's message is shown when it refuses. */
export function ProductForm({
  product,
  industries,
  onSave,
  onCancel,
}: {
  product?: Product;
  industries: IndustryWithCategories[];
  onSave: (body: ProductBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const resolver = useMemo(() => productFormResolver(i18n), [i18n]);
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<ProductFormValues>({
    defaultValues: toFormValues(product),
    resolver,
  });
  const { errors, isSubmitting, submitCount } = formState;
  const name = product?.name;
  const formRef = useFocusFirstError(submitCount);
  // The form opens above the list: its title takes the focus, so the page scrolls to it and a screen reader says
  // which product is edited.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('h2')?.focus(), [formRef]);
  const mainImage = useController({ control, name: 'mainImage' }).field;
  const images = useController({ control, name: 'images' }).field;
  const [industryId, categoryId, subCategoryId] = useWatch({
    control,
    name: ['industryId', 'categoryId', 'subCategoryId'],
  });

  const submit = handleSubmit(async (values) => {
    const problems = Object.entries(termsProblems(values.terms, i18n));
    for (const [field, message] of problems)
      setError(`terms.${field as 'moq'}`, { message }, { shouldFocus: field === problems[0]![0] });
    if (problems.length) return;
    try {
      const body: ProductBody = {
        name: values.name,
        keywords: toKeywords(values.keywords),
        description: values.description,
        industryId: values.industryId,
        categoryId: values.categoryId,
        ...(values.subCategoryId ? { subCategoryId: values.subCategoryId } : {}),
        ...(values.leadTime ? { leadTime: values.leadTime } : {}),
        stock: values.stock,
        specs: toSpecs(values.specs),
        ...(values.mainImage ? { mainImage: await imageRef(values.mainImage) } : {}),
        images: await Promise.all(values.images.map(imageRef)),
        videos: toVideos(values.videos),
        ...(await toTermsBody(values.terms, async (sheet) =>
          sheet.file ? { token: await uploadDatasheet(sheet.file, i18n) } : { url: sheet.url },
        )),
      };
      await onSave(body);
    } catch (failure) {
      const message = failure instanceof ApiError ? errorText(failure, i18n) : i18n._(FAILURE_MESSAGE);
      setError('root.server', { message });
      toast.error(message);
    }
  });

  const text = (name: 'name' | 'keywords' | 'leadTime', label: string, extra: object = {}) => (
    <TextControl control={control} name={name} label={label} {...extra} />
  );

  return (
    <form
      ref={formRef}
      aria-labelledby={`${id}-title`}
      noValidate
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
      onSubmit={submit}
    >
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {product ? <Trans>Edit {name}</Trans> : <Trans>Add a product</Trans>}
      </h2>
      {errors.root?.server && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {text('name', t`Product name`, { required: true, maxLength: 120 })}
        </div>
        <div className="sm:col-span-2">
          <TextAreaControl
            control={control}
            name="description"
            label={t`Description`}
            hint={t`(at least 20 characters)`}
            required
            max={DESCRIPTION_MAX}
          />
        </div>
        <div className="sm:col-span-2">
          {text('keywords', t`Keywords`, { hint: t`Separated by commas, 20 at most.` })}
        </div>
        <ProductTaxonomyFields
          industries={industries}
          value={{ industryId, categoryId, subCategoryId }}
          errors={{ industryId: errors.industryId?.message, categoryId: errors.categoryId?.message }}
          onChange={(taxonomy) => {
            setValue('industryId', taxonomy.industryId, { shouldValidate: formState.isSubmitted });
            setValue('categoryId', taxonomy.categoryId, { shouldValidate: formState.isSubmitted });
            setValue('subCategoryId', taxonomy.subCategoryId);
          }}
        />
        {text('leadTime', t`Lead time`, { maxLength: 60, placeholder: t`e.g. 2 weeks` })}
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" {...register('stock')} className="size-4 accent-brand-600" />
          <Trans>Stock available</Trans>
        </label>
      </div>
      <Controller
        name="specs"
        control={control}
        render={({ field, fieldState }) => (
          <SpecRowsEditor specs={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <ProductTermsFields control={control} register={register} errors={errors.terms} />
      <ProductImagesEditor
        mainImage={mainImage.value}
        images={images.value}
        onMainImageChange={mainImage.onChange}
        onImagesChange={images.onChange}
      />
      <TextAreaControl
        control={control}
        name="videos"
        label={t`YouTube videos`}
        hint={t`One YouTube link per line, 5 at most.`}
        rows={2}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass('outline')}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? (
            <Trans>Saving…</Trans>
          ) : product ? (
            <Trans>Save product</Trans>
          ) : (
            <Trans>Add product</Trans>
          )}
        </button>
      </div>
    </form>
  );
}
