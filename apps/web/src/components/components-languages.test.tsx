import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { CountryStateFields } from './country-state-fields';
import { MultiSelectCombobox } from './ui/multi-select-combobox';
import { PageError, PageLoading } from './ui/page-status';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish', detail: 'es' },
  { value: 'et', label: 'Estonian' },
];

function Languages() {
  const [value, setValue] = useState<string[]>(['en']);
  return (
    <MultiSelectCombobox
      id="languages"
      label="Languages"
      options={languages}
      value={value}
      onChange={setValue}
    />
  );
}

describe('shared components in the page’s language', () => {
  it('counts the matches of a multi-select in Spanish, one and many', async () => {
    i18n.activate('es');
    render(<Languages />);
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('placeholder', 'Escriba para buscar…');
    expect(screen.getByRole('list', { name: 'Selección: languages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar English' })).toBeInTheDocument();
    await userEvent.type(box, 'es');
    expect(screen.getByRole('status')).toHaveTextContent('2 coincidencias');
    await userEvent.type(box, 't');
    expect(screen.getByRole('status')).toHaveTextContent('1 coincidencia');
    await userEvent.type(box, 'x');
    expect(screen.getByRole('option')).toHaveTextContent('Nada coincide con «estx»');
  });

  it('names countries from their codes in Italian, in Italian order, and the states select', async () => {
    i18n.activate('it');
    stubFetch(() => ok([]));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <CountryStateFields
          countries={[
            { code: 'US', countryName: 'United States', emoji: '', dialCode: '+1' },
            { code: 'DE', countryName: 'Germany', emoji: '', dialCode: '+49' },
          ]}
          value={{ country: 'US', state: '' }}
          onChange={() => {}}
        />
      </QueryClientProvider>,
    );
    const country = screen.getByLabelText('Paese');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Germania', 'Stati Uniti']);
    expect(within(screen.getByLabelText('Stato')).getByRole('option')).toHaveTextContent(
      'Seleziona uno stato',
    );
  });

  it('says loading and failure in Chinese', () => {
    i18n.activate('zh');
    render(
      <>
        <PageLoading />
        <PageError />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.getByRole('alert')).toHaveTextContent('发生意外错误，请尝试刷新页面。');
  });
});
