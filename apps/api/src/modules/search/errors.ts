import { defineMessages } from '@tradeforge/i18n';

/** The search module's error texts: its price filters, and a search asked for while the indexes load. */
export const searchErrors = defineMessages(
  {
    currencyCode: 'priceCurrency: use an ISO 4217 currency code such as USD or EUR.',
    rangeCurrency: 'priceCurrency: a price range needs its currency.',
    rangeOrder: 'priceMax: the highest price must not be below the lowest.',
    startingUp: 'Search is starting up. Try again in a moment.',
  },
  {
    es: {
      currencyCode: 'priceCurrency: use un código de moneda ISO 4217, como USD o EUR.',
      rangeCurrency: 'priceCurrency: un rango de precios necesita su moneda.',
      rangeOrder: 'priceMax: el precio máximo no debe ser inferior al mínimo.',
      startingUp: 'La búsqueda se está iniciando. Vuelva a intentarlo en unos instantes.',
    },
    it: {
      currencyCode: 'priceCurrency: usa un codice valuta ISO 4217, ad esempio USD o EUR.',
      rangeCurrency: 'priceCurrency: una fascia di prezzo richiede la valuta.',
      rangeOrder: 'priceMax: il prezzo massimo non deve essere inferiore al minimo.',
      startingUp: 'La ricerca si sta avviando. Riprova tra poco.',
    },
    zh: {
      currencyCode: 'priceCurrency：请使用 ISO 4217 货币代码，例如 USD 或 EUR。',
      rangeCurrency: 'priceCurrency：价格区间需要指定货币。',
      rangeOrder: 'priceMax：最高价不能低于最低价。',
      startingUp: '搜索正在启动，请稍后重试。',
    },
  },
);
