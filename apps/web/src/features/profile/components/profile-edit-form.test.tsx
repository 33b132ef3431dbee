import { i18n } from '@lingui/core';
import { PROFILE_MESSAGES, type UserProfile } from '@tradeforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { ProfileEditForm, type ProfileLists } from './profile-edit-form';

const profile: UserProfile = {
  userID: '00000000-0000-4000-8000-000000000001',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Parks',
  mobilePhone: null,
  city: null,
  country: null,
  state: null,
  gender: null,
  preferredLanguage: null,
  jobPosition: null,
  businessType: null,
  industry: null,
  companyName: null,
  profession: null,
  birthDate: null,
  showBirthDate: false,
  showProfession: false,
  briefPresentation: null,
  profilePhoto: null,
  coverPhoto: null,
};

const lists: ProfileLists = {
  countries: [{ code: 'MX', countryName: 'Mexico', emoji: '🇲🇽', dialCode: '+52' }],
  genders: [{ code: 'F', name: 'Female' }],
  languages: [],
  jobPositions: [{ jobPositionID: 3, name: 'Buyer' }],
  businessTypes: [],
  industries: [],
};

function renderForm() {
  const calls = stubFetch(({ body }) => ok({ ...profile, ...(body as object) }));
  const onDone = vi.fn();
  const view = renderWithApp(<ProfileEditForm profile={profile} lists={lists} onDone={onDone} />);
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save profile' }));
  return { ...view, calls, onDone, save };
}

describe('ProfileEditForm', () => {
  it('focuses the first field to fix in page order: the phone before the birth date', async () => {
    const { user, calls, save } = renderForm();
    await user.type(screen.getByLabelText('Phone number'), '123');
    await user.type(screen.getByLabelText('Birth date'), '31/31/1990');
    await save();
    const dialCode = screen.getByLabelText('Country dial code');
    await waitFor(() => expect(dialCode).toHaveFocus());
    expect(dialCode).toHaveAccessibleDescription(PROFILE_MESSAGES.invalidPhone);
    expect(screen.getByLabelText('Birth date')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('blocks the save with the spec text when the dial code is not a known country', async () => {
    const { user, calls, save } = renderForm();
    await user.clear(screen.getByLabelText('Country dial code'));
    await user.type(screen.getByLabelText('Country dial code'), '999');
    await user.type(screen.getByLabelText('Phone number'), '5512345678');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.invalidPhone);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('blocks the save with the spec text when the birth date has the wrong format', async () => {
    const { user, calls, save } = renderForm();
    await user.type(screen.getByLabelText('Birth date'), '24/10/1970');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.invalidBirthDate);
    expect(calls).toHaveLength(0);
  });

  it('refuses an empty first name', async () => {
    const { user, calls, save } = renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    expect(calls).toHaveLength(0);
  });

  it('refuses a last name of zero-width and other invisible characters as empty, on its field', async () => {
    const { user, calls, save } = renderForm();
    const lastName = screen.getByLabelText('Last name');
    await user.clear(lastName);
    await user.type(lastName, '\u200b\u200c \u2060\u00ad');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('This field is required.');
    expect(calls).toHaveLength(0);
  });

  it('sends the profile with the phone prefixed, the references as objects and the texts trimmed', async () => {
    const { user, calls, onDone, save } = renderForm();
    await user.clear(screen.getByLabelText('Country dial code'));
    await user.type(screen.getByLabelText('Country dial code'), '52');
    await user.type(screen.getByLabelText('Phone number'), '55 1234 5678');
    await user.type(screen.getByLabelText('City'), '  Monterrey ');
    await user.selectOptions(screen.getByLabelText('Job position'), 'Buyer');
    await user.type(screen.getByLabelText('Birth date'), '1970-10-24');
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(calls[0]).toMatchObject({
      url: '/api/user/profile',
      method: 'PUT',
      body: {
        firstName: 'Rosa',
        mobilePhone: { countryCode: '+52', phoneNumber: '55 1234 5678' },
        city: 'Monterrey',
        jobPosition: { jobPositionID: 3 },
        birthDate: '1970-10-24',
      },
    });
  });
});

describe('ProfileEditForm in the page’s language', () => {
  it('asks and refuses in Italian', async () => {
    i18n.activate('it');
    const { user, calls } = renderForm();
    await user.type(screen.getByLabelText('Numero di telefono'), '123');
    await user.type(screen.getByLabelText('Data di nascita'), '24/10/1970');
    await user.click(screen.getByRole('button', { name: 'Salva profilo' }));
    expect(await screen.findByLabelText('Prefisso internazionale')).toHaveAccessibleDescription(
      'Numero di telefono non valido, controlla il formato (ad es. + 1 12345678)',
    );
    expect(screen.getByLabelText('Data di nascita')).toHaveAccessibleDescription(
      'Formato della data non valido, controllalo (ad es. 1970-10-24)',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Mostra la mia data di nascita nel mio profilo pubblico' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });
});
