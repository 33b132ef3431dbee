import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { NeedHelpForm, type NeedHelpLists } from './need-help-form';

const lists: NeedHelpLists = {
  businessTypes: [{ value: 'MA', label: 'Manufacturer' }],
  jobPositions: [{ value: '3', label: 'Buyer' }],
  usaStates: [],
  countries: [{ value: 'US', label: 'United States' }],
  productGroups: [],
};

function renderForm() {
  const calls = stubFetch(() => ok({ enquiryID: '00000000-0000-4000-8000-000000000009' }));
  const view = renderWithApp(<NeedHelpForm lists={lists} />);
  const send = () => view.user.click(screen.getByRole('button', { name: 'Send request' }));
  return { ...view, calls, send };
}

describe('NeedHelpForm', () => {
  it('asks for the company phone and the e-mail before sending', async () => {
    const { send, calls } = renderForm();
    await send();
    expect(await screen.findByText('Please enter your company phone.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a malformed e-mail and a text past its limit', async () => {
    const { user, send, calls } = renderForm();
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.type(screen.getByLabelText(/Company phone/), '+1 305 555 0100');
    await user.type(screen.getByLabelText('Zip code'), '1'.repeat(21));
    await send();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter at most 20 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends only what was filled in, the job position as its id', async () => {
    const { user, send, calls } = renderForm();
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Company phone/), '+1 305 555 0100');
    await user.selectOptions(screen.getByLabelText('Job position'), 'Buyer');
    await send();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      email: 'ana@example.com',
      companyPhone: '+1 305 555 0100',
      jobPosition: 3,
    });
  });
});

describe('NeedHelpForm in the page’s language', () => {
  it('asks in Spanish, and refuses in Spanish', async () => {
    i18n.activate('es');
    const { user, calls } = renderForm();
    expect(screen.getByRole('form', { name: 'Solicitud de ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Qué desea comprar?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Introduzca el teléfono de su empresa.')).toBeInTheDocument();
    expect(screen.getByText('Introduzca una dirección de correo electrónico válida.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('names the largest company size in Chinese and sends it as figures', async () => {
    i18n.activate('zh');
    const { user, calls } = renderForm();
    await user.type(screen.getByLabelText(/电子邮箱/), 'ana@example.com');
    await user.type(screen.getByLabelText(/公司电话/), '+1 305 555 0100');
    await user.selectOptions(screen.getByLabelText('员工总数'), '1000 人以上');
    await user.click(screen.getByRole('button', { name: '发送询盘' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ totalEmployees: '1001+' });
  });
});
