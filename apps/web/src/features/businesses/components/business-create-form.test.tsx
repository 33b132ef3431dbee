import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { BusinessCreateForm } from './business-create-form';

const industries = [
  {
    id: '0001',
    name: 'Machinery',
    categories: [
      { id: '0001-01', name: 'Presses' },
      { id: '0001-02', name: 'Pumps' },
    ],
  },
] as unknown as Parameters<typeof BusinessCreateForm>[0]['industries'];

function renderForm() {
  const calls = stubFetch(({ url }) => (url.includes('/state') ? ok([]) : ok({ businessID: 'b1' })));
  const view = renderWithApp(
    <BusinessCreateForm
      countries={[{ code: 'US', countryName: 'United States', emoji: '🇺🇸', dialCode: '+1' }]}
      industries={industries}
      doneUrl="/my-business"
      cancelUrl="/my-business"
    />,
  );
  const create = () => view.user.click(screen.getByRole('button', { name: 'Create your Business Profile' }));
  const creates = () => calls.filter((call) => call.url.endsWith('/business/profile/create'));
  return { ...view, create, creates };
}

describe('BusinessCreateForm', () => {
  it('offers the kinds of business a company can be, not the Products or Users search kinds', () => {
    renderForm();
    const options = within(screen.getByLabelText('Business type'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select a business type',
      'Manufacturer',
      'Distributor',
      'Wholesaler',
      'Importer',
      'Exporter',
      'Retailer',
      'Investor',
      'Consultant',
      'Government body',
    ]);
  });

  it('shows what is missing under each field and sends nothing', async () => {
    const { user, create, creates } = renderForm();
    await user.type(screen.getByLabelText('Company name'), ' A ');
    await user.type(screen.getByLabelText(/Short description/), 'Too short');
    await create();
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Please enter at least 2 characters.',
      'Please select the main industry.',
      'Please select a business type.',
      'Please choose at least one category.',
      'Please enter at least 20 characters.',
    ]);
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);
  });

  it('sends the business with its categories as industry.category references, texts trimmed', async () => {
    const { user, create, creates } = renderForm();
    await user.type(screen.getByLabelText('Company name'), '  Gulf Hydraulics ');
    await user.selectOptions(screen.getByLabelText('Main industry'), 'Machinery');
    await user.click(
      within(screen.getByRole('group', { name: 'Main categories' })).getByRole('checkbox', { name: 'Pumps' }),
    );
    await user.selectOptions(screen.getByLabelText('Business type'), 'MA');
    await user.type(
      screen.getByLabelText(/Short description/),
      'Hydraulic presses made in Texas since 1990.',
    );
    // The page's language is the texts' unless the owner says otherwise.
    const language = screen.getByLabelText('Language of your descriptions and products');
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'Español');
    await create();
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toEqual({
      companyName: 'Gulf Hydraulics',
      categories: ['0001.0001-02'],
      businessType: 'MA',
      country: 'US',
      shortDescription: 'Hydraulic presses made in Texas since 1990.',
      textLanguage: 'es',
    });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
