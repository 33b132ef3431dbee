import { useLingui } from '@lingui/react/macro';
import {
  BusinessGeneralBody,
  type BusinessProfile,
  type IndustryWithCategories,
} from '@tradeforge/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { uploadBusinessImage } from '@/lib/business-upload';
import { bodyResolver } from '@/lib/form-resolver';
import { TEXT_LANGUAGE_OPTIONS, useBusinessKindOptions } from './business-labels';
import { CategoryChecklist } from './category-checklist';
import { ImagePicker } from '@/components/ui/image-picker';
import { TextAreaControl, TextControl } from '@/components/ui/form-controls';
import { num, str, SectionForm, Wide } from './edit-tab-kit';
import { SelectControl } from '@/components/ui/form-controls';

interface GeneralValues {
  logo: File | null;
  cover: File | null;
  companyName: string;
  businessType: string;
  industryId: string;
  categories: string[];
  yearStablished: string;
  employeesMin: string;
  employeesMax: string;
  shortDescription: string;
  generalDescription: string;
  textLanguage: string;
  video: string;
}

/** The section's body without its images, which are uploaded only when it is sent. */
const toBody = (v: GeneralValues): BusinessGeneralBody => ({
  companyName: v.companyName.trim(),
  businessType: v.businessType as BusinessGeneralBody['businessType'],
  categories: v.categories.map((category) => `${v.industryId}.${category}`),
  yearStablished: num(v.yearStablished),
  totalEmployees:
    v.employeesMin || v.employeesMax ? { min: num(v.employeesMin), max: num(v.employeesMax) } : undefined,
  shortDescription: v.shortDescription.trim(),
  generalDescription: str(v.generalDescription),
  textLanguage: v.textLanguage as BusinessGeneralBody['textLanguage'],
  video: str(v.video) ? { url: v.video.trim() } : undefined,
});

const resolver = bodyResolver<GeneralValues, BusinessGeneralBody>(BusinessGeneralBody, toBody, {
  totalEmployees: 'employeesMax',
});

export function GeneralTab({
  business,
  industries,
}: {
  business: BusinessProfile;
  industries: IndustryWithCategories[];
}) {
  const g = business.general;
  const { t } = useLingui();
  const kindOptions = useBusinessKindOptions();
  const form = useForm<GeneralValues>({
    resolver,
    defaultValues: {
      logo: null,
      cover: null,
      companyName: g.companyName,
      businessType: g.businessType.code,
      industryId: g.categories[0]?.industryId ?? g.industry.id,
      categories: g.categories.map((category) => category.id),
      yearStablished: g.yearStablished?.toString() ?? '',
      employeesMin: g.totalEmployees?.min?.toString() ?? '',
      employeesMax: g.totalEmployees?.max?.toString() ?? '',
      shortDescription: g.shortDescription,
      generalDescription: g.generalDescription ?? '',
      textLanguage: g.textLanguage,
      video: g.video?.url ?? '',
    },
  });
  const { control, setValue } = form;
  const industryId = useWatch({ control, name: 'industryId' });
  const industry = industries.find((item) => item.id === industryId);
  return (
    <SectionForm
      businessID={business.businessID}
      section="general"
      form={form}
      build={async (values) => ({
        ...toBody(values),
        profilePhoto: values.logo ? await uploadBusinessImage(values.logo) : undefined,
        coverPhoto: values.cover ? await uploadBusinessImage(values.cover) : undefined,
      })}
    >
      <Wide>
        <Controller
          control={control}
          name="cover"
          render={({ field }) => (
            <ImagePicker
              label={t`Cover photo`}
              shape="cover"
              file={field.value}
              currentUrl={g.coverPhoto?.url}
              onChange={field.onChange}
              hint={t`Recommended 200x800.`}
            />
          )}
        />
      </Wide>
      <Wide>
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <ImagePicker
              label={t`Business logo`}
              shape="logo"
              file={field.value}
              currentUrl={g.profilePhoto?.url}
              onChange={field.onChange}
            />
          )}
        />
      </Wide>
      <Wide>
        <TextControl control={control} name="companyName" label={t`Company name`} required />
      </Wide>
      <SelectControl control={control} name="businessType" label={t`Business type`} options={kindOptions} />
      <SelectControl
        control={control}
        name="industryId"
        label={t`Main industry`}
        options={industries}
        onPicked={() => setValue('categories', [])}
      />
      <Controller
        control={control}
        name="categories"
        render={({ field, fieldState }) => (
          <CategoryChecklist
            industry={industry}
            value={field.value}
            onChange={(update) => field.onChange(update(field.value))}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextControl control={control} name="yearStablished" label={t`Year established`} type="number" />
      <div className="grid grid-cols-2 gap-2">
        <TextControl control={control} name="employeesMin" label={t`Employees (min)`} type="number" />
        <TextControl control={control} name="employeesMax" label={t`Employees (max)`} type="number" />
      </div>
      <Wide>
        <TextAreaControl control={control} name="shortDescription" label={t`Short description`} max={600} />
      </Wide>
      <Wide>
        <TextAreaControl
          control={control}
          name="generalDescription"
          label={t`General description`}
          max={5000}
        />
      </Wide>
      <SelectControl
        control={control}
        name="textLanguage"
        label={t`Language of your descriptions and products`}
        options={TEXT_LANGUAGE_OPTIONS}
      />
      <Wide>
        <TextControl control={control} name="video" label={t`YouTube video link`} type="url" />
      </Wide>
    </SectionForm>
  );
}
