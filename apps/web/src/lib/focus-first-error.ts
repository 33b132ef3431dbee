import { useEffect, useRef } from 'react';

/**
 * After a refused submit, puts the focus on the form's first field marked invalid, in page order: the forms built
 * on controlled inputs (Controller without refs, selects set by setValue) give react-hook-form nothing to focus, so
 * a keyboard or screen-reader user would be left on the submit button. Returns the ref for the form element;
 * `submitCount` is the form's `formState.submitCount`.
 */
export function useFocusFirstError(submitCount: number) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  return form;
}
