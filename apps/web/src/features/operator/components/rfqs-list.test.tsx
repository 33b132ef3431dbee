import { i18n } from '@lingui/core';
import type { OperatorReport, OperatorRfqRow } from '@tradeforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubFetch, type Call } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ReportActions } from './report-actions';
import { ReportsList } from './reports-list';
import { RfqsList } from './rfqs-list';

const rfqID = '00000000-0000-4000-8000-0000000000b1';
const quoteID = '00000000-0000-4000-8000-0000000000b2';
const row = (over: Partial<OperatorRfqRow> = {}): OperatorRfqRow => ({
  rfqID,
  title: 'Stainless ball valves',
  state: 'open',
  visibility: 'public',
  quoteCount: 3,
  buyerEmail: 'ada@example.com',
  companyName: 'Gulf Pumps',
  createdAt: '2026-11-20T10:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  ...over,
});
const lists = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.includes('/operator/rfqs?'));

function openList(current: () => OperatorRfqRow[], total?: number) {
  signIn('operator');
  const calls = stubFetch((call: Call) =>
    call.method === 'POST'
      ? ok({ hidden: call.url.endsWith('/hide') })
      : ok({ items: current(), total: total ?? current().length, page: 1, pageSize: 25 }),
  );
  return { calls, ...renderWithApp(<RfqsList />) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the operators’ list of buying requests', () => {
  it('shows each request with its buyer, state, audience, quotes, date and why it is hidden', async () => {
    openList(() => [
      row(),
      row({
        rfqID: '00000000-0000-4000-8000-0000000000b9',
        title: 'Copper wire',
        state: 'awarded',
        visibility: 'matched',
        quoteCount: 1,
        companyName: null,
        hiddenAt: '2026-11-24T09:00:00.000Z',
        hiddenReason: 'Fake buyer',
      }),
    ]);
    const valves = within(await screen.findByRole('article', { name: 'Stainless ball valves' }));
    expect(screen.getByRole('heading', { name: /Buying requests/ })).toHaveTextContent('(2)');
    expect(valves.getByRole('link', { name: 'Stainless ball valves' })).toHaveAttribute(
      'href',
      `/rfq/${rfqID}`,
    );
    expect(valves.getByText('Posted by ada@example.com as Gulf Pumps')).toBeInTheDocument();
    expect(valves.getByText(/Open · Public · 3 quotes · Created 2026-11-20/)).toBeInTheDocument();
    expect(valves.queryByText(/Hidden/)).not.toBeInTheDocument();
    expect(valves.getByRole('button', { name: 'Hide request' })).toBeInTheDocument();
    const wire = within(screen.getByRole('article', { name: 'Copper wire' }));
    expect(wire.getByText('Posted by ada@example.com')).toBeInTheDocument();
    expect(wire.getByText(/Awarded · Matched suppliers only · 1 quote · Created/)).toBeInTheDocument();
    expect(wire.getByText('Hidden 2026-11-24: Fake buyer')).toBeInTheDocument();
    expect(wire.getByRole('button', { name: 'Show request again' })).toBeInTheDocument();
    expect(wire.queryByRole('button', { name: 'Hide request' })).not.toBeInTheDocument();
  });

  it('words a request and its filter in Italian', async () => {
    i18n.activate('it');
    openList(() => [row({ hiddenAt: '2026-11-24T09:00:00.000Z', hiddenReason: 'Spam' })]);
    const valves = within(await screen.findByRole('article', { name: 'Stainless ball valves' }));
    expect(valves.getByText('Pubblicata da ada@example.com per conto di Gulf Pumps')).toBeInTheDocument();
    expect(valves.getByText(/Aperta · Pubblica · 3 offerte · Creata il 2026-11-20/)).toBeInTheDocument();
    expect(valves.getByRole('button', { name: 'Mostra di nuovo la richiesta' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Nascoste' })).toBeInTheDocument();
  });

  it('searches, filters visible or hidden requests and turns the page', async () => {
    const { calls, user } = openList(() => [row()], 60);
    await screen.findByRole('article', { name: 'Stainless ball valves' });
    expect(lists(calls)[0]!.url).not.toContain('status=');
    await user.type(
      screen.getByRole('searchbox', { name: 'Title, buyer e-mail or company' }),
      'valves{Enter}',
    );
    await waitFor(() => expect(lists(calls).at(-1)!.url).toContain('q=valves'));
    await user.selectOptions(screen.getByRole('combobox', { name: /Show/ }), 'Hidden');
    await waitFor(() => expect(lists(calls).at(-1)!.url).toContain('status=hidden'));
    expect(lists(calls).at(-1)!.url).toContain('q=valves');
    await user.selectOptions(screen.getByRole('combobox', { name: /Show/ }), 'Visible');
    await waitFor(() => expect(lists(calls).at(-1)!.url).toContain('status=visible'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lists(calls).at(-1)!.url).toContain('page=2'));
  });

  it('says while it loads, when nothing matches, and when the list cannot be read', async () => {
    const { unmount } = openList(() => []);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('No buying request matches.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    stubFetch(() => failure(503, 'ServiceUnavailable', 'The database is unreachable.'));
    renderWithApp(<RfqsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unreachable.');
  });

  it('hides a request only with a reason, then shows it again', async () => {
    let current = row();
    const { calls, user } = openList(() => [current]);
    await user.click(await screen.findByRole('button', { name: 'Hide request' }));
    const reason = screen.getByLabelText('Reason (the owners read it)');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm: hide request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    current = row({ hiddenAt: '2026-11-24T09:00:00.000Z', hiddenReason: 'Fake buyer' });
    await user.type(reason, '  Fake buyer ');
    await user.click(screen.getByRole('button', { name: 'Confirm: hide request' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith(`/operator/rfqs/${rfqID}/hide`))?.body).toEqual({
        reason: 'Fake buyer',
      }),
    );
    expect(await screen.findByText('Hidden 2026-11-24: Fake buyer')).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show request again' });
    await waitFor(() => expect(show).toHaveFocus());
    current = row();
    await user.click(show);
    await waitFor(() => {
      const restore = calls.find((call) => call.url.endsWith(`/operator/rfqs/${rfqID}/restore`));
      expect(restore).toMatchObject({ method: 'POST', body: undefined });
    });
    expect(await screen.findByRole('button', { name: 'Hide request' })).toBeInTheDocument();
  });
});

const report = (over: Partial<OperatorReport>): OperatorReport => ({
  reportID: '00000000-0000-4000-8000-0000000000aa',
  objectType: 'rfq',
  objectID: rfqID,
  objectTitle: 'Stainless ball valves',
  businessID: null,
  companyName: null,
  place: null,
  rfqID: null,
  objectState: 'visible',
  moderatedAt: null,
  moderationReason: null,
  author: null,
  reason: 'fraud',
  note: null,
  reporterEmail: 'ben@example.com',
  status: 'open',
  resolution: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  ...over,
});
const author = {
  userID: '00000000-0000-4000-8000-0000000000dd',
  name: 'Sam Seller',
  email: 'sam@example.com',
  businessID: null,
  companyName: null,
  suspendedAt: null,
};

describe('reported buying requests and quotes in the reports queue', () => {
  it('hides a reported request with a reason, and suspends its author', async () => {
    const calls = stubFetch(() => ok({ hidden: true }));
    const { user } = renderWithApp(<ReportActions report={report({ author })} />);
    await user.click(screen.getByRole('button', { name: 'Hide request' }));
    await user.type(screen.getByLabelText('Reason (the owners read it)'), 'Fake buyer');
    await user.click(screen.getByRole('button', { name: 'Confirm: hide request' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith(`/operator/rfqs/${rfqID}/hide`))?.body).toEqual({
        reason: 'Fake buyer',
      }),
    );
    expect(screen.getByRole('button', { name: 'Suspend user' })).toBeInTheDocument();
  });

  it('shows a hidden quote again through its request’s route', async () => {
    const calls = stubFetch(() => ok({ hidden: false }));
    const quote = report({ objectType: 'rfq-quote', objectID: quoteID, rfqID, objectState: 'hidden' });
    const { user } = renderWithApp(<ReportActions report={quote} />);
    expect(screen.queryByRole('button', { name: 'Hide quote' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show quote again' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContainEqual(
        expect.stringMatching(new RegExp(`/operator/rfqs/${rfqID}/quotes/${quoteID}/restore$`)),
      ),
    );
  });

  it('hides a reported quote, and offers nothing to hide once it is gone', async () => {
    const calls = stubFetch(() => ok({ hidden: true }));
    const quote = report({ objectType: 'rfq-quote', objectID: quoteID, rfqID });
    const { user, unmount } = renderWithApp(<ReportActions report={quote} />);
    await user.click(screen.getByRole('button', { name: 'Hide quote' }));
    await user.type(screen.getByLabelText('Reason (the owners read it)'), 'Copied offer');
    await user.click(screen.getByRole('button', { name: 'Confirm: hide quote' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.url.endsWith(`/operator/rfqs/${rfqID}/quotes/${quoteID}/hide`))?.body,
      ).toEqual({ reason: 'Copied offer' }),
    );
    unmount();
    renderWithApp(
      <ReportActions
        report={report({ objectType: 'rfq-quote', objectTitle: null, objectState: 'removed', author })}
      />,
    );
    expect(screen.queryByRole('button', { name: /quote/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend user' })).toBeInTheDocument();
  });

  it('links a reported quote to its request’s page in the queue', async () => {
    signIn('operator');
    const items = [report({ objectType: 'rfq-quote', objectID: quoteID, rfqID })];
    stubFetch(() => ok({ items, total: 1, page: 1, pageSize: 25 }));
    renderWithApp(<ReportsList actions={(item) => <ReportActions report={item} />} />);
    const article = within(await screen.findByRole('article'));
    expect(article.getByRole('link', { name: 'Stainless ball valves' })).toHaveAttribute(
      'href',
      `/rfq/${rfqID}`,
    );
    expect(article.getByRole('button', { name: 'Hide quote' })).toBeInTheDocument();
  });
});
