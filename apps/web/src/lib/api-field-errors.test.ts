import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { setApiFieldErrors } from './api-field-errors';
import { ApiError } from './http';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const values = { title: '', askAs: '', attachments: [] as string[] };
const refusal = (details: unknown) => new ApiError('BadRequest', 'Please check the request.', 400, details);

describe('an API refusal shown on the form fields it names', () => {
  it('marks each named field with its message, focusing the first, and renames body fields', () => {
    const setError = vi.fn();
    const named = setApiFieldErrors(
      refusal([
        { path: '/title', message: 'Please give the request a title of at least 5 characters.' },
        { path: '/businessID', message: 'You are not a member of this business.' },
        { path: '/attachments/0' },
      ]),
      { values, setError, i18n },
      { businessID: 'askAs' },
    );
    expect(named).toBe(true);
    expect(setError.mock.calls).toEqual([
      [
        'title',
        { message: 'Please give the request a title of at least 5 characters.' },
        { shouldFocus: true },
      ],
      ['askAs', { message: 'You are not a member of this business.' }, { shouldFocus: false }],
      ['attachments', { message: 'Please check the request.' }, { shouldFocus: false }],
    ]);
  });

  it('names nothing for a field the form does not have, or an error that is not a refusal', () => {
    const setError = vi.fn();
    expect(setApiFieldErrors(refusal([{ path: '/industryId' }]), { values, setError, i18n })).toBe(false);
    expect(setApiFieldErrors(new TypeError('Failed to fetch'), { values, setError, i18n })).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
