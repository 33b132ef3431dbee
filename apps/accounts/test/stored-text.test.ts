import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
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

  it.each([
    ['zero-width spaces', 'firstName', '\u200b\u200b', 'Enter your first name.'],
    [
      'joiners, a word joiner and a byte order mark',
      'lastName',
      '\u200c\u200d\u2060\ufeff',
      'Enter your last name.',
    ],
    ['a soft hyphen between spaces', 'firstName', ' \u00ad ', 'Enter your first name.'],
    ['a Hangul filler', 'lastName', '\u3164', 'Enter your last name.'],
    [
      'a lone combining accent after a zero-width space',
      'firstName',
      '\u200b\u0301',
      'Enter your first name.',
    ],
  ])('refuses a name of %s as blank, on its field', async (_name, field, value, message) => {
    const response = await submitForm(accounts.app, 'register', { ...newUser(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    const input = response.body.match(new RegExp(`<input[^>]*id="${field}"[^>]*>`))?.[0];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${field}-error"`);
  });

  it('keeps joiners inside a visible name (emoji sequences need them)', async () => {
    const user = { ...newUser(), firstName: 'Ada \u{1F469}\u200d\u{1F527}', lastName: 'Lovelace' };
    const response = await submitForm(accounts.app, 'register', user);
    expect(response.statusCode).toBe(303);
    const [row] = await accounts.database.db
      .select({ firstName: schema.users.firstName, lastName: schema.users.lastName })
      .from(schema.users)
      .where(eq(schema.users.email, user.email));
    expect(row).toEqual({ firstName: 'Ada \u{1F469}\u200d\u{1F527}', lastName: 'Lovelace' });
  });

  it('stores a name without the invisible characters around it', async () => {
    const user = { ...newUser(), firstName: '\ufeffAda\u200b', lastName: '\u2060Love\u00adlace\u3164 ' };
    const response = await submitForm(accounts.app, 'register', user);
    expect(response.statusCode).toBe(303);
    const [row] = await accounts.database.db
      .select({ firstName: schema.users.firstName, lastName: schema.users.lastName })
      .from(schema.users)
      .where(eq(schema.users.email, user.email));
    expect(row).toEqual({ firstName: 'Ada', lastName: 'Love\u00adlace' });
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
