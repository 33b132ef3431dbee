import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectInput, TextArea, TextInput } from './field';

/*
 * The form controls of field.tsx bound to a field of a react-hook-form form: its value, its changes and blur, and
 * its validation message under it. Every form of the app uses these rather than a Controller of its own.
 */

type ControlProps<Values extends FieldValues> = { control: Control<Values>; name: Path<Values> };

/** A TextInput bound to a form field. */
export function TextControl<Values extends FieldValues>({
  control,
  name,
  ...rest
}: ControlProps<Values> & Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...rest}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A TextArea bound to a form field. */
export function TextAreaControl<Values extends FieldValues>({
  control,
  name,
  ...rest
}: ControlProps<Values> & Omit<ComponentProps<typeof TextArea>, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          {...rest}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A SelectInput bound to a form field; `onPicked` runs once the field is set (an industry clears its categories). */
export function SelectControl<Values extends FieldValues>({
  control,
  name,
  onPicked,
  ...rest
}: ControlProps<Values> &
  Omit<ComponentProps<typeof SelectInput>, 'value' | 'onChange' | 'error'> & {
    onPicked?: (value: string) => void;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectInput
          {...rest}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onPicked?.(value);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
