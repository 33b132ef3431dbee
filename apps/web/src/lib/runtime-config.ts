/** Written by the server into /runtime-config.js, so one build can talk to any API and account host. */
export interface RuntimeConfig {
  apiUrl: string;
  accountsUrl: string;
  siteName: string;
  customerServicePhones: { usa: string; europe: string };
  /** YouTube ids of the promotional video (English, Spanish); empty when the operator has not set one. */
  promoVideos: { en: string; es: string };
  /** The operator's contact address (OPERATOR_EMAIL), named in the privacy policy and terms. */
  contactEmail: string;
}

declare global {
  interface Window {
    __TRADEFORGE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const provided = typeof window === 'undefined' ? {} : (window.__TRADEFORGE_CONFIG__ ?? {});

export const runtimeConfig: RuntimeConfig = {
  apiUrl: provided.apiUrl ?? '/api',
  accountsUrl: provided.accountsUrl ?? '/accounts',
  // The brand, in every language.
  siteName: provided.siteName ?? ('Tradeforge' as const),
  customerServicePhones: provided.customerServicePhones ?? { usa: '', europe: '' },
  promoVideos: provided.promoVideos ?? { en: '', es: '' },
  contactEmail: provided.contactEmail ?? '',
};

/** Server rendering only: the host's configuration, which the browser reads from /runtime-config.js. */
export function setRuntimeConfig(config: RuntimeConfig) {
  Object.assign(runtimeConfig, config);
}
