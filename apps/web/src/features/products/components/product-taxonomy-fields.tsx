import { useLingui } from '@lingui/react/macro';
import type { IndustryWithCategories } from '@tradeforge/contracts';
import { SelectInput } from '@/components/ui/field';

export interface Taxonomy {
  industryId: string;
  categoryId: string;
  subCategoryId: string;
}

/** Industry, category and subcategory: one branch of the tree, so each choice clears the levels below it. */
export function ProductTaxonomyFields({
  industries,
  value,
  errors = {},
  onChange,
}: {
  industries: IndustryWithCategories[];
  value: Taxonomy;
  /** Validation messages of the industry and the category. */
  errors?: { industryId?: string; categoryId?: string };
  onChange: (value: Taxonomy) => void;
}) {
  const { t } = useLingui();
  const industry = industries.find((item) => item.id === value.industryId);
  const category = industry?.categories.find((item) => item.id === value.categoryId);
  return (
    <>
      <SelectInput
        label={t`Industry`}
        placeholder={t`Select an industry`}
        required
        value={value.industryId}
        options={industries}
        onChange={(industryId) => onChange({ industryId, categoryId: '', subCategoryId: '' })}
        error={errors.industryId}
      />
      <SelectInput
        label={t`Category`}
        placeholder={t`Select a category`}
        required
        value={value.categoryId}
        options={industry?.categories}
        onChange={(categoryId) => onChange({ ...value, categoryId, subCategoryId: '' })}
        error={errors.categoryId}
      />
      <SelectInput
        label={t`Subcategory`}
        placeholder={t({ message: 'None', context: 'no sub-category' })}
        value={value.subCategoryId}
        options={category?.subCategories}
        onChange={(subCategoryId) => onChange({ ...value, subCategoryId })}
      />
    </>
  );
}
