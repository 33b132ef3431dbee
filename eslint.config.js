import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web features never import each other; pages in src/app compose them.
/** The parts of the web app whose texts are all in the message catalogues (issue 48: all of it, area by area). */
const TRANSLATED_WEB_SOURCES = [
  'apps/web/src/app/layout/site-footer.tsx',
  'apps/web/src/app/layout/footer-links.ts',
  'apps/web/src/app/layout/language-links.tsx',
  'apps/web/src/features/static-pages/**',
  'apps/web/src/features/tips/**',
  'apps/web/src/app/routes/**',
  'apps/web/src/app/ssr/public-pages.ts',
  'apps/web/src/features/home/**',
  'apps/web/src/features/industries/**',
  'apps/web/src/features/reference-data/**',
  'apps/web/src/app/layout/**',
  'apps/web/src/app/posts/**',
  'apps/web/src/app/onboarding/**',
  'apps/web/src/app/not-found.tsx',
  'apps/web/src/app/business-page.tsx',
  'apps/web/src/components/**',
  'apps/web/src/features/businesses/**',
  'apps/web/src/features/memberships/**',
  'apps/web/src/features/verification/**',
  'apps/web/src/features/insights/**',
  'apps/web/src/features/messages/**',
  'apps/web/src/features/posts/**',
  'apps/web/src/features/social/**',
  'apps/web/src/features/notifications/**',
  'apps/web/src/features/data-rights/**',
  'apps/web/src/features/products/**',
  'apps/web/src/features/search/**',
  'apps/web/src/features/saved-searches/**',
  'apps/web/src/features/favorites/**',
  'apps/web/src/features/reports/**',
  'apps/web/src/features/onboarding/**',
  'apps/web/src/features/need-help/**',
  'apps/web/src/features/profile/**',
  'apps/web/src/features/auth/**',
  'apps/web/src/features/operator/**',
  'apps/web/src/lib/**',
];
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature may not import another feature; compose them in src/app.',
}));

// API modules expose a public surface from their index.ts; everything else in a module is its own business.
const apiSrc = './apps/api/src';
const apiModules = readdirSync(new URL(`${apiSrc}/modules`, import.meta.url));
const apiModuleZones = apiModules.map((module) => ({
  target: [
    ...apiModules.filter((other) => other !== module).map((other) => `${apiSrc}/modules/${other}`),
    `${apiSrc}/app.ts`,
    `${apiSrc}/services.ts`,
    `${apiSrc}/lib`,
    `${apiSrc}/plugins`,
    `${apiSrc}/platform`,
  ],
  from: `${apiSrc}/modules/${module}`,
  except: ['./index.ts'],
  message: `Import the ${module} module through its index.ts, its public surface.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Without these, import-x reads only .js files: no-cycle never followed an import into a .ts file.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // Apps never import each other (the host in apps/server composes them); packages never import apps.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages must not depend on apps.' },
            { target: './apps/api', from: ['./apps/accounts', './apps/web', './apps/server'] },
            { target: './apps/accounts', from: ['./apps/api', './apps/web', './apps/server'] },
            {
              target: './apps/web',
              from: ['./apps/api', './apps/accounts', './apps/server', './packages/db', './packages/mail'],
            },
            ...featureZones,
            ...apiModuleZones,
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // Nothing imports a test, so no cycle can pass through one: following its imports would only repeat the work.
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/tests/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Specs take `test` from the support fixture, which waits for the app to be live after each navigation.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from '../support/test': its pages wait for hydration after each navigation.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a visitor reads goes through Lingui (`<Trans>`, t`` from useLingui, msg``): a literal left in a
    // component would show in English on every language's page. The areas listed are translated; the list grows
    // to all of apps/web/src (issue 48).
    files: TRANSLATED_WEB_SOURCES,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Class names, keys, codes and paths are no text: one word without a capital, or all capitals.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[\\w-]+='],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            {
              regex: {
                pattern:
                  '^(aria-)?(id|type|role|href|to|src|srcSet|rel|target|name|key|variant|size|side|align|autoComplete|inputMode|method|lang|hrefLang|as|mode|queryKey)$',
              },
            },
          ],
          ignoreFunctions: [
            'cn',
            'clsx',
            'Error',
            'console.*',
            'fetch',
            'new URL',
            'URLSearchParams',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.get',
            '*.set',
            '*.has',
            'document.*',
            'localStorage.*',
            'sessionStorage.*',
            'matchMedia',
            'window.matchMedia',
            'querySelector',
            '*.querySelector',
            '*.querySelectorAll',
            'apiRequest',
            'href.*',
            'paths.*',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['t'],
              message:
                'The server renders several languages at once: use t from useLingui() (@lingui/react/macro), or msg and i18n._ where it is shown.',
            },
          ],
        },
      ],
    },
  },
);
