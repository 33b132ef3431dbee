import isEmail from 'validator/lib/isEmail.js';

/**
 * A plain `local@domain.tld` address: RFC 5322's dot-atom local part in ASCII (no quoted strings, display names
 * or comments, so no `"`, `<`, `,` or spaces that would let an address smuggle a second recipient or header into
 * a mail), a domain name with a top-level domain (no IP literals, no underscores), at most 254 characters.
 */
export function isStrictEmail(value: string): boolean {
  return isEmail(value, {
    allow_display_name: false,
    allow_utf8_local_part: false,
    allow_ip_domain: false,
    allow_underscores: false,
    require_tld: true,
    blacklisted_chars: '"\\\\',
  });
}
