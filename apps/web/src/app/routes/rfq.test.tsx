import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '@/test/fetch-stub';
import { openRfq } from '@/test/rfq-page';
import { createQuote, createRfq, createSupplier } from '@/test/rfqs';

const asBuyer = { isBuyer: true, quotes: [], canQuoteAs: [] };
const table = async () => within(await screen.findByRole('table'));

describe('the buying request page', () => {
  it('shows loading, then the request: its terms, files and buyer', async () => {
    const rfq = createRfq({
      title: 'Ball valves DN50',
      attachments: [
        {
          attachmentID: '00000000-0000-4000-8000-0000000000f1',
          name: 'drawing.pdf',
          contentType: 'application/pdf',
          size: 240 * 1024,
          url: '/api/rfqs/attachments/x?exp=1&sig=s',
        },
      ],
    });
    openRfq(rfq);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ball valves DN50' })).toBeInTheDocument();
    expect(screen.getByText('500 pieces')).toBeInTheDocument();
    expect(screen.getByText('$42 / piece')).toBeInTheDocument();
    expect(screen.getByText(/Houston, United States/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Buyer' })).toHaveAttribute(
      'href',
      `/profile/${rfq.buyer!.userID}`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Files of the request' })).getByRole('link', {
        name: /drawing\.pdf/,
      }),
    ).toHaveAttribute('href', '/api/rfqs/attachments/x?exp=1&sig=s');
  });

  it('says a request that is not shown does not exist, with a way to the open ones', async () => {
    openRfq(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This buying request does not exist, or it is not shown to you.',
    );
    expect(screen.getByRole('link', { name: 'Browse open buying requests' })).toHaveAttribute(
      'href',
      '/rfq?view=open',
    );
  });

  it('shows a visitor a public request without its buyer, and the way to log in to quote', async () => {
    openRfq(createRfq({ buyer: null }), { visitor: true });
    expect(await screen.findByText('The buyer’s name is not shown.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to quote' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('compares the quotes for the buyer, with each supplier’s trust row', async () => {
    const rfq = createRfq({ viewer: asBuyer });
    const quotes = [
      createQuote(rfq, { supplier: createSupplier({ companyName: 'Gulf Valve Works' }) }),
      createQuote(rfq, {
        supplier: createSupplier({ companyName: 'Ohio Fittings', verified: false, subscription: 'standard' }),
        unitPrice: 45,
        total: 22_500,
        moq: 50,
        leadTimeDays: 1,
        note: 'Samples on request.',
      }),
    ];
    openRfq(rfq, { quotes });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole('rowheader')).toHaveTextContent('Gulf Valve Works');
    expect(first.getByText('Verified')).toBeInTheDocument();
    expect(first.getByText('12 years in business')).toBeInTheDocument();
    expect(first.getByText('Replies within 3 h')).toBeInTheDocument();
    expect(first.getByText('gold')).toBeInTheDocument();
    expect(first.getByText('$40 / piece')).toBeInTheDocument();
    expect(first.getByText('$20,000')).toBeInTheDocument();
    expect(first.getByText('100 pieces')).toBeInTheDocument();
    expect(first.getByText('30 days')).toBeInTheDocument();
    expect(first.getByText('T/T, L/C')).toBeInTheDocument();
    expect(first.getByText('Jan 15, 2027')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Report the quote of Gulf Valve Works' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    const second = within(rows[2]!);
    expect(second.queryByText('Verified')).not.toBeInTheDocument();
    expect(second.getByText('1 day')).toBeInTheDocument();
    expect(second.getByText('Samples on request.')).toBeInTheDocument();
  });

  it('sorts by a column header, telling which way in aria-sort', async () => {
    const rfq = createRfq({ viewer: asBuyer });
    const { user, calls } = openRfq(rfq, { quotes: [createQuote(rfq), createQuote(rfq)] });
    const header = await screen.findByRole('columnheader', { name: /Lead time/ });
    expect((await table()).getByRole('columnheader', { name: /Unit price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    const sorts = calls.filter((call) => call.url.includes('/quotes?')).map((call) => call.url.split('?')[1]);
    expect(sorts).toEqual([
      'sort=unitPrice&order=asc',
      'sort=leadTimeDays&order=asc',
      'sort=leadTimeDays&order=desc',
    ]);
  });

  it('says when no quote came yet', async () => {
    openRfq(createRfq({ viewer: asBuyer, quoteCount: 0 }));
    expect(
      await screen.findByText('No quotes yet. Matched suppliers were told; their quotes will show here.'),
    ).toBeInTheDocument();
  });

  it('accepts a quote once confirmed, then opens the conversation with the supplier', async () => {
    const rfq = createRfq({ viewer: asBuyer });
    const quote = createQuote(rfq, { supplier: createSupplier({ companyName: 'Gulf Valve Works' }) });
    const threadID = '00000000-0000-4000-8000-0000000000c1';
    const { user, calls } = openRfq(rfq, {
      quotes: [quote],
      answer: (call) => (call.method === 'POST' ? ok({ ...quote, state: 'accepted', threadID }) : undefined),
    });
    await user.click((await table()).getByRole('button', { name: 'Accept the quote of Gulf Valve Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the quote of Gulf Valve Works?' });
    await user.type(within(dialog).getByLabelText(/A first message/), 'Please send the proforma.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByRole('status', { name: 'Address' })).toHaveTextContent(
      `/my-messages/${threadID}`,
    );
    const accept = calls.find((call) => call.method === 'POST')!;
    expect(accept.url).toContain(`/rfqs/${rfq.rfqID}/quotes/${quote.quoteID}/accept`);
    expect(accept.body).toEqual({ message: 'Please send the proforma.' });
  });

  it('declines a quote with a reason, says so and puts the focus on the quotes', async () => {
    const rfq = createRfq({ viewer: asBuyer });
    const quote = createQuote(rfq, { supplier: createSupplier({ companyName: 'Ohio Fittings' }) });
    const { user, calls } = openRfq(rfq, {
      quotes: [quote],
      answer: (call) => (call.method === 'POST' ? ok({ ...quote, state: 'declined' }) : undefined),
    });
    await user.click((await table()).getByRole('button', { name: 'Decline the quote of Ohio Fittings' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Why, for the supplier/), 'Lead time too long.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('You declined the quote of Ohio Fittings.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: /Quotes received/ })).toHaveFocus());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Lead time too long.' });
  });

  it('asks a question only with a message, then opens the conversation', async () => {
    const rfq = createRfq({ viewer: asBuyer });
    const quote = createQuote(rfq, { supplier: createSupplier({ companyName: 'Ohio Fittings' }) });
    const threadID = '00000000-0000-4000-8000-0000000000c2';
    const { user, calls } = openRfq(rfq, {
      quotes: [quote],
      answer: (call) => (call.method === 'POST' ? ok({ ...quote, threadID }) : undefined),
    });
    await user.click((await table()).getByRole('button', { name: 'Ask a question to Ohio Fittings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(within(dialog).getByText('Please write your message.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Your question/), 'Is PN63 possible?');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await screen.findByRole('status', { name: 'Address' })).toHaveTextContent(
      `/my-messages/${threadID}`,
    );
    expect(calls.find((call) => call.method === 'POST')?.url).toMatch(/\/ask$/);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const rfq = createRfq({ viewer: asBuyer });
    const { user } = openRfq(rfq, {
      quotes: [createQuote(rfq, { supplier: createSupplier({ companyName: 'Ohio Fittings' }) })],
      answer: (call) =>
        call.method === 'POST' ? failure(409, 'Conflict', 'The request is no longer open.') : undefined,
    });
    await user.click((await table()).getByRole('button', { name: 'Decline the quote of Ohio Fittings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request is no longer open.');
  });

  it('leaves decided quotes and an awarded request without Accept or Decline', async () => {
    const rfq = createRfq({ viewer: asBuyer, state: 'awarded' });
    const threadID = '00000000-0000-4000-8000-0000000000c3';
    openRfq(rfq, {
      quotes: [createQuote(rfq, { state: 'accepted', threadID })],
    });
    const quotes = await table();
    const conversation = quotes.getByRole('link', { name: /Conversation/ });
    expect(conversation).toHaveAttribute('href', `/my-messages/${threadID}`);
    expect(quotes.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(quotes.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close request' })).not.toBeInTheDocument();
  });

  it('closes the request once confirmed and says so', async () => {
    const rfq = createRfq({ viewer: asBuyer });
    let closed = false;
    const { user, calls } = openRfq(rfq, {
      answer: (call) => {
        if (call.method === 'POST') closed = true;
        return closed && !call.url.includes('/quotes') ? ok({ ...rfq, state: 'closed' }) : undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('The request is closed: suppliers can no longer quote.')).toHaveFocus();
    expect(calls.find((call) => call.method === 'POST')?.url).toMatch(/\/close$/);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });
});
