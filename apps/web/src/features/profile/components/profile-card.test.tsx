import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import type { UserProfile } from '@tradeforge/contracts';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from './profile-card';

const profile: UserProfile = {
  userID: '00000000-0000-4000-8000-000000000001',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Parks',
  mobilePhone: null,
  city: 'Monterrey',
  country: { code: 'MX', countryName: 'Mexico' },
  state: null,
  gender: null,
  preferredLanguage: null,
  jobPosition: { jobPositionID: 3, name: 'Buyer' },
  businessType: { code: 'MA', name: 'Manufacturer' },
  industry: null,
  companyName: 'Norte Steel',
  profession: null,
  birthDate: '1970-10-24',
  showBirthDate: true,
  showProfession: false,
  briefPresentation: 'Steel buyer.',
  profilePhoto: { url: 'https://cdn.example.com/rosa.jpg' },
  coverPhoto: null,
};

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ProfileCard', () => {
  it('shows the details with the birth date written as English writes a date', () => {
    render(<ProfileCard profile={profile} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rosa Parks' })).toBeInTheDocument();
    expect(screen.getByText('Monterrey, Mexico')).toBeInTheDocument();
    expect(detail('Business type')).toHaveTextContent('Manufacturer');
    expect(detail('Birth date')).toHaveTextContent('October 24, 1970');
  });

  it('reads in Spanish: labels, the country, the business kind and the date in Spanish', () => {
    i18n.activate('es');
    render(<ProfileCard profile={profile} />);
    expect(screen.getByRole('img', { name: 'Foto de perfil de Rosa Parks' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Acerca de' })).toHaveTextContent('Steel buyer.');
    expect(screen.getByText('Monterrey, México')).toBeInTheDocument();
    expect(detail('Tipo de empresa')).toHaveTextContent('Fabricante');
    expect(detail('Fecha de nacimiento')).toHaveTextContent('24 de octubre de 1970');
    expect(detail('Correo electrónico')).toHaveTextContent('rosa@example.com');
  });

  it('writes the birth date as Chinese does', () => {
    i18n.activate('zh');
    render(<ProfileCard profile={profile} />);
    expect(detail('出生日期')).toHaveTextContent('1970年10月24日');
  });
});
