import { describe, expect, it } from 'vitest';
import { requireHttpsOutsideLoopback } from './secure-url';

describe('requireHttpsOutsideLoopback', () => {
  it.each([
    'https://accounts.example.com/accounts/.well-known/jwks.json',
    'http://localhost:3000/accounts/.well-known/jwks.json',
    'http://127.0.0.1:3000/jwks.json',
    'http://127.8.9.10/jwks.json',
    'http://[::1]:3000/jwks.json',
    'http://accounts.localhost/jwks.json',
  ])('accepts %s', (url) => {
    expect(requireHttpsOutsideLoopback('ACCOUNTS_JWKS_URL', url)).toBe(url);
  });

  it.each([
    'http://accounts.example.com/jwks.json',
    'http://10.0.0.5/jwks.json',
    'http://localhost.example.com/jwks.json',
    'ftp://localhost/jwks.json',
    'not a url',
  ])('refuses %s', (url) => {
    expect(() => requireHttpsOutsideLoopback('ACCOUNTS_JWKS_URL', url)).toThrow(/ACCOUNTS_JWKS_URL/);
  });
});
