import { defineMessages } from '@tradeforge/i18n';

/** The favorites module's error texts. */
export const favoriteErrors = defineMessages(
  {
    limit:
      'You can keep up to {limit} favorite {type, select, business {businesses} other {products}}; remove one first.',
  },
  {
    es: {
      limit:
        'Puede guardar hasta {limit} {type, select, business {empresas favoritas} other {productos favoritos}}; primero quite uno.',
    },
    it: {
      limit:
        'Puoi salvare fino a {limit} {type, select, business {aziende preferite} other {prodotti preferiti}}; rimuovine prima uno.',
    },
    zh: {
      limit: '您最多可以收藏 {limit} 个{type, select, business {企业} other {产品}}；请先移除一个。',
    },
  },
);
