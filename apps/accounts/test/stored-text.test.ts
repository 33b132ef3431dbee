import { describe, expect, it } from 'vitest';
import { newUser, postJson, registerAndSignIn, submitForm, useTestAccounts } from './helper';

const accounts = useTestAccounts();

describe('text no column may store', () => {
  it.each([
    ['register', 'firstName', 'Ada\u0000', 'firstName: contains a NUL character, which no text may hold.'],
    ['register', 'lastName', 'Love\u001b[2Jlace', 'lastName: contains a control character (U+001B)'],
    ['register', 'firstName', 'Ada\u007f', 'firstName: contains a control character (U+007F)'],
    ['login', 'email', 'ada\u0000@example.com', 'email: contains a NUL character'],
    ['forgot-password', 'email', 'ada\u0000@example.com', 'email: contains a NUL character'],
  ])(
    'is a bad request on POST /%s (%s), not a failure or a stored name',
    async (page, field, value, message) => {
      const response = await submitForm(accounts.app, page, { ...newUser(), [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(message);
    },
  );

  it('lets names with emoji and other scripts through', async () => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), firstName: 'Zoë 🏭 李' });
    expect(response.statusCode).toBe(303);
  });

  it('is a bad request in a JSON body too', async () => {
    const { session } = await registerAndSignIn(accounts.app);
    const response = await postJson(accounts.app, '/accounts/change-email', {
      auth: session.token,
      body: { currentPassword: 'not the password', newEmail: 'new\u0000@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('newEmail: contains a NUL character, which no text may hold.');
    // A form cannot carry half a surrogate pair (percent-decoding makes it U+FFFD); JSON can.
    const broken = await postJson(accounts.app, '/accounts/change-email', {
      auth: session.token,
      body: { currentPassword: 'not the password', newEmail: 'new\ud83d@example.com' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^newEmail: contains a broken character/);
  });
});
