import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The family of country portals this USA edition belongs to (spec: 25 sister platforms, created in 2000). Each
 * portal lives at `https://<country code>.tradeforge.net`; the operator keeps this list. Country names are
 * descriptors, read in the page's language where they are shown (the English ones are the list's own: Turkey, not
 * the Türkiye of `Intl.DisplayNames`).
 */
export interface NetworkPortal {
  code: string;
  country: MessageDescriptor;
  region: 'americas' | 'europe' | 'asia-pacific' | 'middle-east-africa';
  url: string;
}

const portal = (
  code: string,
  country: MessageDescriptor,
  region: NetworkPortal['region'],
): NetworkPortal => ({
  code,
  country,
  region,
  url: `https://${code.toLowerCase()}.tradeforge.net`,
});

export const NETWORK_PORTALS: readonly NetworkPortal[] = [
  portal('MX', msg`Mexico`, 'americas'),
  portal('CA', msg`Canada`, 'americas'),
  portal('BR', msg`Brazil`, 'americas'),
  portal('AR', msg`Argentina`, 'americas'),
  portal('CL', msg`Chile`, 'americas'),
  portal('PE', msg`Peru`, 'americas'),
  portal('CO', msg`Colombia`, 'americas'),
  portal('ES', msg`Spain`, 'europe'),
  portal('IT', msg`Italy`, 'europe'),
  portal('DE', msg`Germany`, 'europe'),
  portal('FR', msg`France`, 'europe'),
  portal('GB', msg`United Kingdom`, 'europe'),
  portal('PT', msg`Portugal`, 'europe'),
  portal('NL', msg`Netherlands`, 'europe'),
  portal('PL', msg`Poland`, 'europe'),
  portal('TR', msg`Turkey`, 'europe'),
  portal('CN', msg`China`, 'asia-pacific'),
  portal('IN', msg`India`, 'asia-pacific'),
  portal('JP', msg`Japan`, 'asia-pacific'),
  portal('KR', msg`South Korea`, 'asia-pacific'),
  portal('VN', msg`Vietnam`, 'asia-pacific'),
  portal('AU', msg`Australia`, 'asia-pacific'),
  portal('AE', msg`United Arab Emirates`, 'middle-east-africa'),
  portal('EG', msg`Egypt`, 'middle-east-africa'),
  portal('ZA', msg`South Africa`, 'middle-east-africa'),
];
