import { Type } from 'typebox';
import { loadAccountsConfig, type AccountsConfig } from '@tradeforge/accounts/config';
import { loadApiConfig, type ApiConfig } from '@tradeforge/api/config';
import { parseEnv } from '@tradeforge/contracts';

const HostEnv = Type.Object({
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PUBLIC_URL: Type.Optional(Type.String({ description: 'Origin users reach the site at' })),
  API_URL: Type.Optional(Type.String({ description: 'Base URL of the API as the browser sees it' })),
  ACCOUNTS_URL: Type.Optional(
    Type.String({ description: 'Base URL of the account service as the browser sees it' }),
  ),
  WEB_DIST: Type.Optional(Type.String({ description: 'Folder of the built web app' })),
  CUSTOMER_SERVICE_PHONE_USA: Type.String({ default: '' }),
  CUSTOMER_SERVICE_PHONE_EUROPE: Type.String({ default: '' }),
  PROMO_VIDEO_EN: Type.String({ default: '', description: 'YouTube id of the English promotional video' }),
  PROMO_VIDEO_ES: Type.String({ default: '', description: 'YouTube id of the Spanish promotional video' }),
  DEMO_DATA: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('force')], {
      description: 'Demo set: unset loads it only on the embedded database at a loopback PUBLIC_URL',
    }),
  ),
  DEMO_PASSWORD: Type.Optional(Type.String({ minLength: 10, maxLength: 128 })),
});

export interface HostConfig {
  port: number;
  host: string;
  publicUrl: string;
  apiUrl: string;
  accountsUrl: string;
  webDist: string | undefined;
  customerServicePhones: { usa: string; europe: string };
  promoVideos: { en: string; es: string };
  /**
   * Load the demo set into a new database; the password of its users (random when not given); why a requested set
   * is refused (an https PUBLIC_URL without DEMO_DATA=force).
   */
  demo: { enabled: boolean; password: string | undefined; refused?: string };
  api: ApiConfig;
  accounts: AccountsConfig;
}

/** The whole configuration of the one-process site, read once at boot. */
export function loadHostConfig(env: Record<string, string | undefined>): HostConfig {
  const parsed = parseEnv(HostEnv, env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const api = loadApiConfig(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    // Same-origin paths by default, so the site works under whatever host name it is reached at.
    apiUrl: (parsed.API_URL ?? '/api').replace(/\/$/, ''),
    accountsUrl: (parsed.ACCOUNTS_URL ?? '/accounts').replace(/\/$/, ''),
    webDist: parsed.WEB_DIST,
    customerServicePhones: {
      usa: parsed.CUSTOMER_SERVICE_PHONE_USA,
      europe: parsed.CUSTOMER_SERVICE_PHONE_EUROPE,
    },
    promoVideos: { en: parsed.PROMO_VIDEO_EN, es: parsed.PROMO_VIDEO_ES },
    demo: { ...demoSetting(parsed.DEMO_DATA, publicUrl, api.databaseUrl), password: parsed.DEMO_PASSWORD },
    api,
    accounts: loadAccountsConfig(env),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Demo accounts share one password, so the set is a newcomer's convenience, never a default of a real site: unset,
 * it loads only on the embedded database reached at a loopback address; `true` loads it anywhere but on an https
 * site, which needs `force`.
 */
function demoSetting(
  setting: 'true' | 'false' | 'force' | undefined,
  publicUrl: string,
  databaseUrl: string | undefined,
): { enabled: boolean; refused?: string } {
  const url = new URL(publicUrl);
  if (setting === 'false') return { enabled: false };
  if (setting === 'force') return { enabled: true };
  if (setting === 'true') {
    return url.protocol === 'https:'
      ? {
          enabled: false,
          refused: `Demo data refused: PUBLIC_URL ${publicUrl} is a public https site (set DEMO_DATA=force to load it anyway).`,
        }
      : { enabled: true };
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
  return { enabled: !databaseUrl && loopback };
}
