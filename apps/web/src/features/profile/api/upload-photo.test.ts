import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { uploadPhoto } from './upload-photo';

describe('uploadPhoto', () => {
  it('refuses a file that is no image before sending it, in the page’s language', async () => {
    const calls = stubFetch(() => {
      throw new Error('nothing may be sent');
    });
    i18n.activate('it');
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await expect(uploadPhoto('profile-photo', pdf, i18n)).rejects.toThrow(
      "Il file non è un'immagine JPEG, PNG, WebP o GIF.",
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses an image over 5 MB before sending it', async () => {
    const calls = stubFetch(() => {
      throw new Error('nothing may be sent');
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(uploadPhoto('cover-photo', big, i18n)).rejects.toThrow('The file is larger than 5 MB.');
    expect(calls).toHaveLength(0);
  });
});
