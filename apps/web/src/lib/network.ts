/**
 * The family of country portals this USA edition belongs to (spec: 25 sister platforms, created in 2000). Each
 * portal lives at `https://<country code>.tradeforge.net`; the operator keeps this list.
 */
export interface NetworkPortal {
  code: string;
  country: string;
  region: 'Americas' | 'Europe' | 'Asia-Pacific' | 'Middle East & Africa';
  url: string;
}

const portal = (code: string, country: string, region: NetworkPortal['region']): NetworkPortal => ({
  code,
  country,
  region,
  url: `https://${code.toLowerCase()}.tradeforge.net`,
});

export const NETWORK_PORTALS: readonly NetworkPortal[] = [
  portal('MX', 'Mexico', 'Americas'),
  portal('CA', 'Canada', 'Americas'),
  portal('BR', 'Brazil', 'Americas'),
  portal('AR', 'Argentina', 'Americas'),
  portal('CL', 'Chile', 'Americas'),
  portal('PE', 'Peru', 'Americas'),
  portal('CO', 'Colombia', 'Americas'),
  portal('ES', 'Spain', 'Europe'),
  portal('IT', 'Italy', 'Europe'),
  portal('DE', 'Germany', 'Europe'),
  portal('FR', 'France', 'Europe'),
  portal('GB', 'United Kingdom', 'Europe'),
  portal('PT', 'Portugal', 'Europe'),
  portal('NL', 'Netherlands', 'Europe'),
  portal('PL', 'Poland', 'Europe'),
  portal('TR', 'Turkey', 'Europe'),
  portal('CN', 'China', 'Asia-Pacific'),
  portal('IN', 'India', 'Asia-Pacific'),
  portal('JP', 'Japan', 'Asia-Pacific'),
  portal('KR', 'South Korea', 'Asia-Pacific'),
  portal('VN', 'Vietnam', 'Asia-Pacific'),
  portal('AU', 'Australia', 'Asia-Pacific'),
  portal('AE', 'United Arab Emirates', 'Middle East & Africa'),
  portal('EG', 'Egypt', 'Middle East & Africa'),
  portal('ZA', 'South Africa', 'Middle East & Africa'),
];
