import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Rfq, RfqQuote } from '@tradeforge/contracts';
import { Component } from '@/app/routes/rfq';
import { clearSession } from '@/lib/session';
import { failure, ok, stubFetch, type Call } from './fetch-stub';
import { signIn } from './session';

/** The buying request page's tests (app/routes/rfq*.test.tsx): the page, with the address it went to. */

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** Opens the request's page as a member (or a visitor); `answer` may answer a call before the defaults. */
export function openRfq(
  rfq: Rfq | null,
  { quotes = [] as RfqQuote[], visitor = false, answer = (_call: Call): unknown => undefined } = {},
) {
  if (visitor) clearSession();
  else signIn('member');
  const calls = stubFetch((call) => {
    const given = answer(call);
    if (given) return given as { status: number; body: unknown };
    if (call.url.includes('/quotes?')) return ok({ quotes });
    if (/\/rfqs\/[^/]+$/.test(call.url))
      return rfq ? ok(rfq) : failure(404, 'NotFound', 'There is no such request.');
    return ok({});
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/rfq/${rfq?.rfqID ?? '00000000-0000-4000-8000-000000000999'}`]}>
        <Routes>
          <Route path="/rfq/:rfqID" element={<Component />} />
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user };
}
