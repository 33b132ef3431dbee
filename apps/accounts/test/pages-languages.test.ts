import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { newUser, nextIp, submitForm, useTestAccounts, WEB, withState } from './helper';

// With SMTP configured the site mails a verification link at registration.
const accounts = useTestAccounts({ SMTP_URL: 'smtp://mail.invalid:25' });

const page = (url: string, headers: Record<string, string> = {}) =>
  accounts.app.inject({ url: withState(url), headers: { 'x-forwarded-for': nextIp(), ...headers } });

describe('the account pages in the site’s languages', () => {
  it('speak the language the web app hands them, and keep it in their links and forms', async () => {
    const response = await page('/accounts/register?lang=es');
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<h1>Cree su cuenta</h1>');
    expect(response.body).toContain('<label for="email">Correo electrónico</label>');
    expect(response.body).toContain('<input type="hidden" name="lang" value="es" />');
    expect(response.body).toMatch(/href="\/accounts\/login\?[^"]*lang=es"/);
    // The terms open in Spanish too.
    expect(response.body).toContain(`<a href="${WEB}/es/terms-and-conditions"`);
    expect(response.body).toContain(`<a class="brand" href="${WEB}/es">`);
  });

  it('speak the browser’s language on a direct visit', async () => {
    const response = await page('/accounts/login', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(response.body).toContain('<html lang="zh-Hans">');
    expect(response.body).toContain('<h1>登录</h1>');
    const english = await page('/accounts/login', { 'accept-language': 'fr-FR' });
    expect(english.body).toContain('<h1>Log in</h1>');
  });

  it('say what to fix in the page’s language', async () => {
    const response = await submitForm(accounts.app, 'register', {
      ...newUser(),
      acceptTerms: '',
      lang: 'it',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Per registrarti devi accettare i termini e condizioni.');
  });

  it('register a member in the language of the page, who gets the verification mail in it', async () => {
    const user = newUser();
    const response = await submitForm(accounts.app, 'register', { ...user, lang: 'es' });
    expect(response.statusCode).toBe(303);
    const [row] = await accounts.database.db
      .select({ preferred: schema.users.preferredLanguageCode })
      .from(schema.users)
      .where(sql`lower(email) = ${user.email.toLowerCase()}`);
    expect(row!.preferred).toBe('es');
    const [mail] = await accounts.database.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.to} = ${user.email} and kind = 'email-verification'`);
    expect(mail!.subject).toBe('Confirme su correo electrónico en Tradeforge');
    expect(mail!.text).toContain('Para confirmar que esta dirección es suya');
    expect(mail!.text).toMatch(/verify-email\?token=[^&\s]+&lang=es/);
  });
});
