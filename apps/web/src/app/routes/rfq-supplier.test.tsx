import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Rfq } from '@tradeforge/contracts';
import { ok } from '@/test/fetch-stub';
import { openRfq } from '@/test/rfq-page';
import { createQuote, createRfq, createSupplier } from '@/test/rfqs';

describe('the buying request page for a supplier', () => {
  const businessID = '00000000-0000-4000-8000-0000000000b7';
  const asSupplier = (over: Partial<Rfq['viewer']> = {}): Rfq['viewer'] => ({
    isBuyer: false,
    quotes: [],
    canQuoteAs: [{ businessID, companyName: 'Gulf Valve Works', matched: true, quotesLeft: 4 }],
    ...over,
  });

  it('sends a quote as its business, checked first, in the request’s currency and Incoterm', async () => {
    const rfq = createRfq({ viewer: asSupplier() });
    const { user, calls } = openRfq(rfq, {
      answer: (call) =>
        call.method === 'POST'
          ? ok(
              createQuote(rfq, { supplier: createSupplier({ businessID, companyName: 'Gulf Valve Works' }) }),
            )
          : undefined,
    });
    const form = await screen.findByRole('form', { name: 'Your quote' });
    await user.click(within(form).getByRole('button', { name: 'Send quote' }));
    expect(await within(form).findByText('Please enter a unit price above 0.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose at least one payment term.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Unit price/)).toHaveFocus());
    await user.type(within(form).getByLabelText('Unit price, per piece'), '39.9');
    await user.type(within(form).getByLabelText('Minimum order, in piece'), '100');
    await user.type(within(form).getByLabelText('Lead time (days)'), '21');
    await user.click(within(form).getByRole('checkbox', { name: 'T/T' }));
    await user.type(within(form).getByLabelText(/Note to the buyer/), 'Samples free.');
    await user.click(within(form).getByRole('button', { name: 'Send quote' }));
    expect(
      await screen.findByText(
        'The quote of Gulf Valve Works was sent. You can edit it until the buyer decides.',
      ),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.url).toContain(`/rfqs/${rfq.rfqID}/quotes`);
    expect(sent.body).toEqual({
      businessID,
      unitPrice: 39.9,
      currency: 'USD',
      moq: 100,
      leadTimeDays: 21,
      incoterm: 'FOB',
      paymentTerms: ['T/T'],
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      note: 'Samples free.',
    });
  });

  it('tells a business whose membership’s quotes are used up, with the way to more', async () => {
    openRfq(
      createRfq({
        viewer: asSupplier({
          canQuoteAs: [{ businessID, companyName: 'Gulf Valve Works', matched: false, quotesLeft: 0 }],
        }),
      }),
    );
    expect(
      await screen.findByText(/Gulf Valve Works has sent all the quotes its membership allows this month/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the memberships' })).toHaveAttribute(
      'href',
      `/business/${businessID}/membership`,
    );
    expect(screen.getByRole('button', { name: 'Send quote' })).toBeDisabled();
  });

  it('shows its own quote and edits it while the buyer has not decided', async () => {
    const rfq = createRfq();
    const quote = createQuote(rfq, {
      supplier: createSupplier({ businessID, companyName: 'Gulf Valve Works' }),
      attachments: [
        {
          attachmentID: '00000000-0000-4000-8000-0000000000f2',
          name: 'datasheet.pdf',
          contentType: 'application/pdf',
          size: 2048,
          url: '/api/rfqs/attachments/y?exp=1&sig=s',
        },
      ],
    });
    rfq.viewer = asSupplier({ quotes: [quote], canQuoteAs: [] });
    const { user, calls } = openRfq(rfq, {
      answer: (call) => (call.method === 'PUT' ? ok({ ...quote, unitPrice: 38 }) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Your quotes on this request' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the buyer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit quote' }));
    const form = screen.getByRole('form', { name: 'Edit your quote' });
    const price = within(form).getByLabelText('Unit price, per piece');
    expect(price).toHaveValue(40);
    await user.clear(price);
    await user.type(price, '38');
    await user.click(within(form).getByRole('button', { name: 'Save quote' }));
    expect(await screen.findByText('The quote of Gulf Valve Works was updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your quotes on this request' })).toHaveFocus(),
    );
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toContain(`/rfqs/${rfq.rfqID}/quotes/${quote.quoteID}`);
    expect(put.body).toMatchObject({
      unitPrice: 38,
      attachments: [{ attachmentID: '00000000-0000-4000-8000-0000000000f2' }],
    });
  });

  it('offers no edit of a decided quote, and the conversation the buyer opened', async () => {
    const rfq = createRfq({ state: 'awarded' });
    const threadID = '00000000-0000-4000-8000-0000000000c4';
    rfq.viewer = asSupplier({
      quotes: [
        createQuote(rfq, {
          supplier: createSupplier({ businessID, companyName: 'Gulf Valve Works' }),
          state: 'accepted',
          threadID,
        }),
      ],
      canQuoteAs: [],
    });
    openRfq(rfq);
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit quote' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversation with the buyer' })).toHaveAttribute(
      'href',
      `/business/${businessID}/requests/${threadID}`,
    );
  });
});
