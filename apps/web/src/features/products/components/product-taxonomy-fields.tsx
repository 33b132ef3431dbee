import type { IndustryWithCategories } from '@tradeforge/contracts';
import { Field, inputClass } from '@/components/ui/field';

export interface Taxonomy {
  industryId: string;
  categoryId: string;
  subCategoryId: string;
}

function OptionSelect({
  label,
  placeholder,
  value,
  options,
  onChange,
  required,
}: {
  label: string;
  placeholder: string;
  value: string;
  options: { id: string; name: string }[] | undefined;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <Field label={label}>
      {(props) => (
        <select
          {...props}
          required={required}
          disabled={!options?.length}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          <option value="">{placeholder}</option>
          {options?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Industry, category and subcategory: one branch of the tree, so each choice clears the levels below it. */
export function ProductTaxonomyFields({
  industries,
  value,
  onChange,
}: {
  industries: IndustryWithCategories[];
  value: Taxonomy;
  onChange: (value: Taxonomy) => void;
}) {
  const industry = industries.find((item) => item.id === value.industryId);
  const category = industry?.categories.find((item) => item.id === value.categoryId);
  return (
    <>
      <OptionSelect
        label="Industry"
        placeholder="Select an industry"
        required
        value={value.industryId}
        options={industries}
        onChange={(industryId) => onChange({ industryId, categoryId: '', subCategoryId: '' })}
      />
      <OptionSelect
        label="Category"
        placeholder="Select a category"
        required
        value={value.categoryId}
        options={industry?.categories}
        onChange={(categoryId) => onChange({ ...value, categoryId, subCategoryId: '' })}
      />
      <OptionSelect
        label="Subcategory"
        placeholder="None"
        value={value.subCategoryId}
        options={category?.subCategories}
        onChange={(subCategoryId) => onChange({ ...value, subCategoryId })}
      />
    </>
  );
}
