import { describe, expect, it } from 'vitest';
import { newUser, submitForm, useTestAccounts } from './helper';

const accounts = useTestAccounts();

describe('registration e-mail grammar', () => {
  it.each(['a,b@example.com', 'a<b@example.com', '"ab"@example.com', 'a b@example.com', 'ab@exa_mple.com'])(
    'refuses %s',
    async (email) => {
      const response = await submitForm(accounts.app, 'register', { ...newUser(), email });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Enter a valid e-mail address.');
    },
  );

  it.each(["o'brien+tag@example.co.uk", 'first.last@sub.example.com'])('accepts %s', async (email) => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), email });
    expect(response.statusCode).toBe(303);
  });
});
