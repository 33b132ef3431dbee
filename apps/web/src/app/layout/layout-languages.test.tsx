import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { signIn } from '@/test/session';
import { NotFound } from '../not-found';
import { SiteHeader } from './site-header';
import MobileMenuPanel from './mobile-menu-panel';

const countries = [
  { code: 'US', countryName: 'United States', emoji: '🇺🇸' },
  { code: 'DE', countryName: 'Germany', emoji: '🇩🇪' },
];

function wide() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    () => ({ matches: true, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

function renderIn(ui: React.ReactNode, path = '/about-us') {
  stubFetch((call) => ok(call.url.endsWith('/ref-data/country') ? countries : []));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the header in the page’s language', () => {
  it('searches in Spanish: labels, business types, countries named and ordered in Spanish, a Spanish address', async () => {
    wide();
    i18n.activate('es');
    renderIn(<SiteHeader />);
    const form = screen.getByRole('search', { name: 'Buscar en el directorio' });
    expect(
      within(form).getByRole('combobox', { name: 'Buscar empresas, productos o personas' }),
    ).toHaveAttribute('placeholder', 'Buscar productos, empresas, personas…');
    const types = within(form).getByLabelText('Tipo de empresa');
    expect(within(types).getByRole('option', { name: 'Fabricantes' })).toHaveValue('MA');
    expect(within(types).getByRole('option', { name: 'Distribuidores' })).toHaveValue('DI');
    const country = within(form).getByLabelText('País');
    await vi.waitFor(() =>
      expect(within(country).getByRole('option', { name: 'Alemania' })).toBeInTheDocument(),
    );
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Global', 'Alemania', 'Estados Unidos']);
    // Before the page is live, Enter sends the fields to the results page in the same language.
    expect(form).toHaveAttribute('action', '/es/search-result');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeInTheDocument();
  });

  it('names a member’s menu in Italian, with the unread messages counted', async () => {
    wide();
    signIn('ana');
    i18n.activate('it');
    renderIn(<SiteHeader />);
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'La mia azienda' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Messaggi' })).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Menu account' })).toBeInTheDocument();
  });
});

describe('the mobile menu in the page’s language', () => {
  it('reads in Chinese and logs out to the Chinese home page', async () => {
    signIn('ana');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    i18n.activate('zh');
    renderIn(<MobileMenuPanel open onOpenChange={() => {}} opener={{ current: null }} />);
    const dialog = screen.getByRole('dialog', { name: '菜单' });
    expect(within(dialog).getByText('账户')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '我的企业' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '群组' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '关闭菜单' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '退出' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/zh'));
  });

  it('offers a visitor Login and Register in Spanish', () => {
    i18n.activate('es');
    renderIn(<MobileMenuPanel open onOpenChange={() => {}} opener={{ current: null }} />);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrese gratis' })).toBeInTheDocument();
  });
});

describe('the not-found page in the page’s language', () => {
  it('says so in Italian, with its ways back', () => {
    i18n.activate('it');
    renderIn(<NotFound kind="product" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prodotto non trovato' })).toBeInTheDocument();
    expect(screen.getByText('Errore 404')).toBeInTheDocument();
    const back = screen.getByRole('navigation', { name: 'Come tornare' });
    expect(within(back).getByRole('link', { name: 'Esplora i settori' })).toHaveAttribute(
      'href',
      '/industries',
    );
  });
});
