import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The site's languages and where their messages live. English is the source: the texts written in the components
 * (spec part 1 and 2 wording). Each feature keeps its catalogue beside its code (`src/features/<area>/locales/`),
 * the pages theirs in `src/app/routes/locales/`, the shell and the shared parts theirs in `src/locales/`.
 * `npm run i18n:extract` updates every
 * catalogue from the code; the build splits the compiled messages by route (`vite/i18n-catalogs.ts`).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'it', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/app/routes/locales/{locale}',
      include: ['<rootDir>/src/app/routes/', '<rootDir>/src/app/ssr/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/app/routes/', '<rootDir>/src/app/ssr/'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
