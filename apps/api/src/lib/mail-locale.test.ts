import { describe, expect, it } from 'vitest';
import { mailDay, mailPrice, mailTime, siteHome, siteLink } from './mail-locale';

const day = new Date('2026-03-01T15:04:05Z');

describe('mails in the recipient’s language', () => {
  it('link to the site in that language, English at the root', () => {
    expect(siteLink('https://tf.example', 'en', '/notifications')).toBe('https://tf.example/notifications');
    expect(siteLink('https://tf.example', 'it', '/my-messages/1?x=1')).toBe(
      'https://tf.example/it/my-messages/1?x=1',
    );
    expect(siteHome('https://tf.example', 'en')).toBe('https://tf.example');
    expect(siteHome('https://tf.example', 'zh')).toBe('https://tf.example/zh');
  });

  it('write days, moments and amounts as the language does, English as its mails always did', () => {
    expect(mailDay('en', day)).toBe('2026-03-01');
    expect(mailDay('es', day)).toBe('1 de marzo de 2026');
    expect(mailDay('zh', day)).toBe('2026年3月1日');
    expect(mailTime('en', day)).toBe('Sun, 01 Mar 2026 15:04:05 GMT');
    expect(mailTime('it', day)).toMatch(/^1 marzo 2026.*15:04 UTC$/);
    expect(mailPrice('es', 185_000, 'usd')).toMatch(/^1850,00\sUS\$$/);
    expect(mailPrice('zh', 185_000)).toBe('US$1,850.00');
  });
});
