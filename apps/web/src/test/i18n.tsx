import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { JSXElementConstructor, ReactNode } from 'react';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** A test's wrapper inside Lingui's provider, with the page's one `i18n` (tests activate a language on it). */
export function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
