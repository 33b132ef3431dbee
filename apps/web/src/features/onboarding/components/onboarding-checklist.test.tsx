import { i18n } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary, Onboarding } from '@tradeforge/contracts';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { OnboardingChecklist } from './onboarding-checklist';

const businessID = '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22';
const card = (n: number, name: string): BusinessSummary => ({
  businessID: `00000000-0000-4000-8000-00000000000${n}`,
  subscription: 'gold',
  verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  general: {
    companyName: name,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: '0005', name: 'Machineries' },
    yearStablished: 1990,
    shortDescription: 'Presses and lathes.',
    profilePhoto: null,
  },
  contactInfo: { country: { code: 'US', countryName: 'United States', emoji: '🇺🇸' }, city: 'Akron' },
  reactions: { reactionCount: { like: 0 } },
});

const onboarding = (overrides: Partial<Onboarding> = {}): Onboarding => ({
  dismissed: false,
  steps: {
    profile: { done: false, photo: true, jobPosition: false },
    business: { done: true },
    product: { done: false },
    post: { done: false },
    follow: { done: false, count: 2, target: 5 },
  },
  business: { businessID, companyName: 'Gulf Coast Hydraulics' },
  industry: { id: '0005', name: 'Machineries' },
  suggestions: [card(1, 'Akron Press Works'), card(2, 'Buckeye Lathes')],
  ...overrides,
});

const renderChecklist = () =>
  renderWithApp(
    <OnboardingChecklist
      renderFollow={(id) => (
        <button type="button" data-business={id}>
          Follow
        </button>
      )}
    />,
  );

describe('OnboardingChecklist', () => {
  it('shows each step done or to do, with the way to do it, and businesses of the industry to follow', async () => {
    const calls = stubFetch(() => ok(onboarding()));
    renderChecklist();
    const checklist = await screen.findByRole('region', { name: 'Get started: your first hour' });
    expect(calls[0]!.url).toMatch(/\/user\/onboarding$/);
    expect(within(checklist).getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 5 steps done',
    );
    const steps = within(checklist).getAllByRole('listitem').slice(0, 5);
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Complete your profile: to do',
      'Create or join a business: done',
      'Add your first product with a photo: to do',
      'Post an update: to do',
      'Follow 5 businesses in Machineries: to do',
    ]);
    expect(steps[0]).toHaveTextContent('Add your job position, so buyers know who they are talking to.');
    expect(within(steps[0]!).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    // A done step leads nowhere.
    expect(within(steps[1]!).queryByRole('link')).toBeNull();
    expect(within(steps[2]!).getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      `/business/Gulf-Coast-Hydraulics-${businessID}/products?add=1`,
    );
    expect(within(steps[3]!).getByRole('link', { name: 'Write a post' })).toHaveAttribute(
      'href',
      '/newsfeed?compose=1',
    );
    expect(steps[4]).toHaveTextContent('2 of 5 followed.');
    expect(within(steps[4]!).getByRole('link', { name: 'Browse Machineries' })).toHaveAttribute(
      'href',
      '/search-result?business=MA&countries=global&search=Machineries',
    );

    expect(
      within(checklist).getByRole('heading', { name: 'Businesses in Machineries to follow' }),
    ).toBeVisible();
    const press = within(checklist).getByRole('link', { name: 'Akron Press Works' }).closest('li')!;
    expect(press).toHaveTextContent('Manufacturers · Akron, United States');
    expect(within(press).getByRole('button', { name: 'Follow' })).toHaveAttribute(
      'data-business',
      card(1, '').businessID,
    );
  });

  it('asks for the industry when none is known, and says so when all is done', async () => {
    stubFetch(() => ok(onboarding({ industry: null, suggestions: [] })));
    const first = renderChecklist();
    const follow = await screen.findByText('Follow 5 businesses of your industry');
    const step = follow.closest('li')!;
    expect(step).toHaveTextContent('Name your industry in your profile to get suggestions.');
    expect(within(step).getByRole('link', { name: 'Add your industry' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.queryByRole('heading', { name: /to follow/ })).toBeNull();
    first.unmount();

    const all = onboarding().steps;
    stubFetch(() =>
      ok(
        onboarding({
          steps: {
            profile: { ...all.profile, done: true },
            business: { done: true },
            product: { done: true },
            post: { done: true },
            follow: { done: true, count: 5, target: 5 },
          },
          suggestions: [],
        }),
      ),
    );
    renderChecklist();
    const done = await screen.findByRole('region', { name: 'You are all set' });
    expect(within(done).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    expect(within(done).queryByRole('link', { name: /Edit profile|Write a post/ })).toBeNull();
  });

  it('is dismissed for good through the API, and comes back when that fails', async () => {
    let refuse = true;
    let dismissed = false;
    const calls = stubFetch(({ method }) => {
      if (method === 'PUT') {
        if (refuse) return failure(503, 'ServiceUnavailable');
        dismissed = true;
        return ok({ dismissed: true });
      }
      return ok(onboarding({ dismissed }));
    });
    const { user } = renderChecklist();
    const dismiss = await screen.findByRole('button', { name: 'Dismiss the getting-started checklist' });
    await user.click(dismiss);
    // The request goes once the checklist is hidden; the refusal brings it back.
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.url).toMatch(/\/user\/onboarding\/dismissed$/),
    );
    expect(await screen.findByRole('region', { name: 'Get started: your first hour' })).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Dismiss the getting-started checklist' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('shows nothing to a user who dismissed it', async () => {
    const calls = stubFetch(() => ok(onboarding({ dismissed: true })));
    const { container } = renderChecklist();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('reads the steps again after a write elsewhere on the page, keeping the suggestions in place', async () => {
    let followed = 2;
    const calls = stubFetch(({ url }) =>
      url.endsWith('/user/onboarding')
        ? ok(
            onboarding({
              steps: { ...onboarding().steps, follow: { done: false, count: followed, target: 5 } },
              suggestions:
                followed > 2
                  ? [card(2, 'Buckeye Lathes')]
                  : [card(1, 'Akron Press Works'), card(2, 'Buckeye Lathes')],
            }),
          )
        : ok({ followers: 1, following: true }),
    );
    function FollowElsewhere() {
      const write = useMutation({ mutationFn: () => Promise.resolve((followed += 1)) });
      return (
        <button type="button" onClick={() => write.mutate()}>
          Follow Akron
        </button>
      );
    }
    const { user } = renderWithApp(
      <>
        <OnboardingChecklist renderFollow={() => null} />
        <FollowElsewhere />
      </>,
    );
    expect(await screen.findByText(/2 of 5 followed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow Akron' }));
    expect(await screen.findByText(/3 of 5 followed/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/user/onboarding'))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Akron Press Works' })).toBeInTheDocument();
  });
});

describe('OnboardingChecklist in the page’s language', () => {
  it('reads in Spanish: the steps, the count of steps, the businesses and their countries', async () => {
    i18n.activate('es');
    stubFetch(() => ok(onboarding()));
    renderChecklist();
    const checklist = await screen.findByRole('region', { name: 'Primeros pasos: su primera hora' });
    expect(within(checklist).getByRole('progressbar', { name: 'Pasos hechos' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 5 pasos hechos',
    );
    const steps = within(checklist).getAllByRole('listitem').slice(0, 5);
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Complete su perfil: pendiente',
      'Cree una empresa o únase a una: hecho',
      'Añada su primer producto con una foto: pendiente',
      'Publicar una novedad: pendiente',
      'Siga 5 empresas de Maquinaria: pendiente',
    ]);
    expect(steps[0]).toHaveTextContent('Añada su cargo, para que los compradores sepan con quién hablan.');
    expect(steps[2]).toHaveTextContent('muestre uno de Gulf Coast Hydraulics con una imagen.');
    expect(within(steps[4]!).getByRole('link', { name: 'Ver Maquinaria' })).toBeInTheDocument();
    expect(
      within(checklist).getByRole('heading', { name: 'Empresas de Maquinaria para seguir' }),
    ).toBeVisible();
    const press = within(checklist).getByRole('link', { name: 'Akron Press Works' }).closest('li')!;
    expect(press).toHaveTextContent('Fabricantes · Akron, Estados Unidos');
    expect(
      within(checklist).getByRole('button', { name: 'Cerrar la lista de primeros pasos' }),
    ).toBeInTheDocument();
  });

  it('counts the businesses to follow with the language’s plural, and asks for both missing profile parts', async () => {
    i18n.activate('it');
    const all = onboarding().steps;
    stubFetch(() =>
      ok(
        onboarding({
          steps: {
            ...all,
            profile: { done: false, photo: false, jobPosition: false },
            follow: { done: false, count: 0, target: 1 },
          },
          industry: null,
          suggestions: [],
        }),
      ),
    );
    renderChecklist();
    expect(await screen.findByText('Segui 1 azienda del tuo settore')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Aggiungi una foto profilo e il tuo ruolo, così gli acquirenti sanno con chi parlano.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aggiungi il tuo settore' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });
});
