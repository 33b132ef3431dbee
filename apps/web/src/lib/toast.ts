import type * as Sonner from 'sonner';

let sonner: Promise<typeof Sonner> | undefined;

/** Sonner, fetched once: after the first render for the Toaster, or at the first toast, whichever comes first. */
export const loadSonner = () => (sonner ??= import('sonner'));

const later =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: Sonner.ExternalToast): void => {
    void loadSonner().then(({ toast: show }) => show[kind](message, options));
  };

/**
 * Sonner's toasts without sonner in a page's first load: messages are shown once the module is there (it starts
 * loading with the first render of the layout, long before anyone can trigger one).
 */
export const toast = { success: later('success'), error: later('error'), info: later('info') };

/** The failure toast's default text (spec part 1, section 8, in plain English): when the API gives no message. */
export const FAILURE_TOAST = 'Something went wrong, please try again.';
