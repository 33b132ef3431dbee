import { setupI18n } from '@lingui/core';
import allMessages from 'virtual:i18n-messages';
import { describe, expect, it, vi } from 'vitest';
import { failure, stubFetch } from '@/test/fetch-stub';
import { uploadBusinessImage } from './business-upload';
import { ApiError, apiRequest, errorText } from './http';

const inLanguage = (locale: string) =>
  setupI18n({ locale, messages: { [locale]: allMessages[locale] ?? {} } });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the client’s own failures in the page’s language', () => {
  it('says in Italian that the server could not be reached, keeping the English for logs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf(apiRequest('/thing'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(errorText(error, inLanguage('it'))).toBe(
      'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    );
  });

  it('refuses a file that is no image in Spanish, and names the status of a bare answer in Chinese', async () => {
    const notAnImage = await failureOf(uploadBusinessImage(new File(['x'], 'a.txt', { type: 'text/plain' })));
    expect(errorText(notAnImage, inLanguage('es'))).toBe(
      'El archivo no es una imagen JPEG, PNG, WebP o GIF.',
    );
    stubFetch(() => ({ status: 502, body: 'Bad gateway' }));
    const bare = await failureOf(apiRequest('/thing'));
    expect((bare as ApiError).message).toBe('The server answered 502.');
    expect(errorText(bare, inLanguage('zh'))).toBe('服务器返回了 502。');
  });

  it('shows the API’s own message as it came, and the general failure text when there is none', async () => {
    stubFetch(() => failure(409, 'Conflict', 'This name is taken.'));
    expect(errorText(await failureOf(apiRequest('/thing')), inLanguage('es'))).toBe('This name is taken.');
    expect(errorText('nothing', inLanguage('it'))).toBe('Qualcosa è andato storto, riprova.');
  });
});
