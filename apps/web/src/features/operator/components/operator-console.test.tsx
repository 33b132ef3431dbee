import type { OperatorEnquiry } from '@tradeforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { EnquiriesList } from './enquiries-list';
import { OperatorConsole } from './operator-console';

const enquiry: OperatorEnquiry = {
  enquiryID: '00000000-0000-4000-8000-000000000001',
  name: 'Maria Buyer',
  businessName: 'Buyer Co',
  email: 'maria@buyer.example',
  companyPhone: '+1 305 555 0100',
  buyProducts: ['valves'],
  sellProducts: [],
  moreInfo: '',
  createdAt: '2026-11-23T10:00:00.000Z',
  handledAt: null,
  repliedAt: null,
};
const page = (items: OperatorEnquiry[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });

describe('the operator console', () => {
  it('tells a user without the role that the page is for operators, and is never indexed', async () => {
    signIn('Ana');
    stubFetch(() => failure(403, 'Forbidden', 'This page is for the site operators.'));
    renderWithApp(<OperatorConsole sections={[]} current={undefined} basePath="/operator" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for the site operators.');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('shows the sections to an operator', async () => {
    signIn('Olive');
    stubFetch(() => ok({ userID: enquiry.enquiryID, email: 'olive@example.com' }));
    renderWithApp(
      <OperatorConsole
        sections={[
          { slug: 'dashboard', label: 'Dashboard', content: <p>Figures</p> },
          { slug: 'users', label: 'Users', content: <p>People</p> },
        ]}
        current="users"
        basePath="/operator"
      />,
    );
    expect(await screen.findByText('People')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Figures')).not.toBeInTheDocument();
  });

  it('answers an enquiry by mail, refusing an empty answer', async () => {
    signIn('Olive');
    let answered = false;
    const calls = stubFetch(({ method }) => {
      if (method === 'POST') {
        answered = true;
        return ok({ ...enquiry, handledAt: enquiry.createdAt, repliedAt: enquiry.createdAt });
      }
      return page(answered ? [] : [enquiry]);
    });
    const { user } = renderWithApp(<EnquiriesList />);
    await user.click(await screen.findByRole('button', { name: 'Reply by mail' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write the answer.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Answer'), 'We found three suppliers.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.getByText('No enquiry here.')).toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toMatch(/\/operator\/enquiries\/.*0001\/reply$/);
    expect(post.body).toEqual({ subject: 'Your enquiry', message: 'We found three suppliers.' });
    expect(calls[0]!.url).toContain('handled=false');
  });
});
