import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CertificateList } from './business-certificates';

describe('CertificateList', () => {
  afterEach(() => vi.useRealTimers());

  it('says a certificate past its expiry date is expired, and one still valid when it expires', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
    render(
      <CertificateList
        certificates={[
          { id: 'a', name: 'ISO 9001:2015', issueDate: '2022-01-15', expireDate: '2025-03-14', photo: null },
          { id: 'b', name: 'ISO 14001', issueDate: '2025-02-15', expireDate: '2028-02-14', photo: null },
          { id: 'c', name: 'UL Listed', issueDate: null, expireDate: '2026-11-27', photo: null },
        ]}
      />,
    );
    expect(screen.getByText('Expired 2025-03-14')).toBeInTheDocument();
    expect(screen.getByText(/Expires 2028-02-14/)).toBeInTheDocument();
    // A certificate is valid through its expiry date.
    expect(screen.getByText('Expires 2026-11-27')).toBeInTheDocument();
  });
});
