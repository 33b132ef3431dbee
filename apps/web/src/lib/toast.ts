import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react';
import { createElement } from 'react';
import type * as Sonner from 'sonner';

let sonner: Promise<typeof Sonner> | undefined;

/** Sonner, fetched once: after the first render for the Toaster, or at the first toast, whichever comes first. */
export const loadSonner = () => (sonner ??= import('sonner'));

const later =
  (kind: 'success' | 'error' | 'info') =>
  (message: string | MessageDescriptor, options?: Sonner.ExternalToast): void => {
    // A descriptor is read where the toast shows, in the language of the page around the toaster.
    const text = typeof message === 'string' ? message : createElement(Trans, message);
    void loadSonner().then(({ toast: show }) => show[kind](text, options));
  };

/**
 * Sonner's toasts without sonner in a page's first load: messages are shown once the module is there (it starts
 * loading with the first render of the layout, long before anyone can trigger one). A message is a text already
 * in the page's language (t`...` of `useLingui`) or a descriptor (`msg`).
 */
export const toast = { success: later('success'), error: later('error'), info: later('info') };

/** The failure toast's default text (spec part 1, section 8): when the API gives no message. */
export const FAILURE_MESSAGE = msg`Something went wrong, please try again.`;
