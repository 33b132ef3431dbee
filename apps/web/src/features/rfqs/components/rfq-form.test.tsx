import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { dayAfter } from './form-dates';
import { RfqForm } from './rfq-form';

const industries = [
  { id: '0005', name: 'Machineries', categories: [{ id: '0005-03', name: 'Valves' }] },
  { id: '0007', name: 'Chemicals', categories: [{ id: '0007-01', name: 'Solvents' }] },
];
const countries = [
  { code: 'MX', name: 'Mexico' },
  { code: 'US', name: 'United States' },
];
const businesses = [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Acme Pumps' }];

function renderForm(onSave = vi.fn(async () => {})) {
  const calls = stubFetch(({ url }) =>
    url.endsWith('/rfqs/attachments/upload-request')
      ? ok({ token: '00000000-0000-4000-8000-00000000f11e', signedPost: { url: '/upload', fields: {} } })
      : { status: 204, body: null },
  );
  const view = renderWithApp(
    <RfqForm industries={industries} countries={countries} businesses={businesses} onSave={onSave} />,
  );
  const send = () => view.user.click(screen.getByRole('button', { name: 'Post the request' }));
  const fill = async () => {
    await view.user.type(screen.getByLabelText('Title'), '  Ball valves DN50 ');
    await view.user.type(
      screen.getByLabelText(/^Description/),
      'Stainless steel 316 ball valves, full bore, PN40.',
    );
    await view.user.selectOptions(screen.getByLabelText('Industry'), 'Machineries');
    await view.user.selectOptions(screen.getByLabelText('Category'), 'Valves');
    await view.user.type(screen.getByLabelText('Quantity'), '500');
    await view.user.selectOptions(screen.getByLabelText('Incoterm'), 'FOB – Free on Board');
    await view.user.selectOptions(screen.getByLabelText('Destination country'), 'United States');
  };
  return { ...view, calls, onSave, send, fill };
}

describe('RfqForm', () => {
  it('says what is missing under each field, focuses the first, and sends nothing', async () => {
    const { user, send, onSave } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Pump');
    await send();
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Please give the request a title of at least 5 characters.',
      'Please describe what you need in at least 20 characters.',
      'Please select an industry.',
      'Please select a category.',
      'Please enter the quantity you need: a whole number of at least 1.',
      'Please choose an Incoterm.',
      'Please choose the destination country.',
    ]);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the request trimmed, with its terms, model numbers, price and business', async () => {
    const { user, send, onSave, fill } = renderForm();
    await fill();
    await user.type(screen.getByLabelText(/Model or part numbers/), 'BV-50, BV-65 ,');
    await user.type(screen.getByLabelText(/Target unit price/), '42.5');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR – Euro');
    await user.type(screen.getByLabelText(/State, port or city/), 'Houston');
    await user.click(screen.getByRole('radio', { name: 'Matched suppliers only' }));
    await user.selectOptions(screen.getByLabelText('Ask as'), 'Acme Pumps');
    await user.click(screen.getByRole('checkbox', { name: 'Hide my identity until I reply' }));
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Ball valves DN50',
      description: 'Stainless steel 316 ball valves, full bore, PN40.',
      quantity: 500,
      unit: 'piece',
      industryId: '0005',
      categoryId: '0005-03',
      incoterm: 'FOB',
      destinationCountry: 'US',
      destinationPlace: 'Houston',
      modelNumbers: ['BV-50', 'BV-65'],
      targetUnitPrice: 42.5,
      currency: 'EUR',
      quotesUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      visibility: 'matched',
      businessID: businesses[0]!.id,
      hideIdentity: true,
    });
  });

  it('clears the category when another industry is chosen', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Industry'), 'Machineries');
    await user.selectOptions(screen.getByLabelText('Category'), 'Valves');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Chemicals');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(
      within(screen.getByLabelText('Category')).getByRole('option', { name: 'Solvents' }),
    ).toBeInTheDocument();
  });

  it('refuses a needed-by day past and quotes taken beyond 90 days', async () => {
    const { user, send, onSave, fill } = renderForm();
    await fill();
    const neededBy = screen.getByLabelText(/Needed by/);
    await user.clear(neededBy);
    await user.type(neededBy, '2020-01-01');
    const until = screen.getByLabelText('Quotes accepted until');
    await user.clear(until);
    await user.type(until, dayAfter(new Date(), 120));
    await send();
    expect(await screen.findByText('Please choose a day from today on.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a day from today to 90 days ahead.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('uploads a chosen drawing at once and sends its token; refuses a file of another type', async () => {
    const { user, send, onSave, fill, calls } = renderForm();
    await fill();
    const input = screen.getByLabelText(/Drawings and specifications/);
    await user.upload(input, new File(['%PDF'], 'drawing.pdf', { type: 'application/pdf' }));
    const files = await screen.findByRole('list', { name: 'Files' });
    await waitFor(() => expect(within(files).getByText('drawing.pdf')).toBeInTheDocument());
    await waitFor(() => expect(within(files).queryByText('Uploading…')).not.toBeInTheDocument());
    expect(calls[0]?.body).toEqual({ contentType: 'application/pdf', fileSize: 4, fileName: 'drawing.pdf' });
    // A browser's picker may still offer other files ("All files"): the type is checked again.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(
      await screen.findByText(/notes.txt could not be attached: Attach a PDF or an image/),
    ).toBeInTheDocument();
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ attachments: ['00000000-0000-4000-8000-00000000f11e'] }),
    );
  });

  it('keeps what was typed when the server refuses, with its message on the field it names', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError('ValidationError', 'Choose a category of the industry', 400, [
        { path: '/categoryId', message: 'Choose a category of the industry' },
      ]);
    });
    const { send, fill } = renderForm(onSave);
    await fill();
    await send();
    expect(await screen.findByText('Choose a category of the industry')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('  Ball valves DN50 ');
    expect(screen.getByLabelText('Quantity')).toHaveValue(500);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveFocus());
  });
});
