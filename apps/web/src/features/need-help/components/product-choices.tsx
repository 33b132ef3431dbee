import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import type { NeedHelpFormValues } from '../api/send-need-help';
import { Field, Fieldset, SelectControl, type Option } from './form-fields';

interface ProductChoicesProps {
  side: 'buy' | 'sell';
  legend: string;
  groups: { label: string; options: Option[] }[];
  slots: readonly number[];
  max: number;
  register: UseFormRegister<NeedHelpFormValues>;
  watch: UseFormWatch<NeedHelpFormValues>;
  errors: FieldErrors<NeedHelpFormValues>;
}

/** Four product choices from the industry list and a free-text area of at most 512 characters with a counter. */
export function ProductChoices({
  side,
  legend,
  groups,
  slots,
  max,
  register,
  watch,
  errors,
}: ProductChoicesProps) {
  const { t } = useLingui();
  const more = side === 'buy' ? 'moreInfoBuy' : 'moreInfoSell';
  const length = watch(more).length;
  return (
    <Fieldset legend={legend}>
      {slots.map((slot) => {
        const name = `${side}Product${slot}` as keyof NeedHelpFormValues;
        return (
          <Field key={name} id={name} label={t`Product ${slot}`} error={errors[name]}>
            {(props) => (
              <SelectControl
                {...props}
                registration={register(name)}
                groups={groups}
                placeholder={t`Select a product category`}
              />
            )}
          </Field>
        );
      })}
      <div className="md:col-span-2">
        <Field id={more} label={t`More information`} error={errors[more]} hint={`${length}/${max}`}>
          {(props) => (
            <textarea
              rows={5}
              maxLength={max}
              placeholder={
                side === 'buy'
                  ? t`Quantities, specifications, target price, delivery…`
                  : t`Your products, capacity, markets you sell to…`
              }
              {...props}
              {...register(more)}
            />
          )}
        </Field>
      </div>
    </Fieldset>
  );
}
