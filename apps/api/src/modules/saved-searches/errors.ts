import { defineMessages } from '@tradeforge/i18n';

/** The saved-searches module's error texts. */
export const savedSearchErrors = defineMessages(
  {
    productFilter: 'A product search has no {name}.',
    businessType: 'Choose the type of business to search.',
    limit: 'You can keep up to {limit} saved searches; delete one first.',
    gone: 'There is no saved search with that id.',
  },
  {
    es: {
      productFilter: 'Una búsqueda de productos no tiene {name}.',
      businessType: 'Elija el tipo de empresa que desea buscar.',
      limit: 'Puede guardar hasta {limit} búsquedas; primero elimine una.',
      gone: 'No existe ninguna búsqueda guardada con ese id.',
    },
    it: {
      productFilter: 'Una ricerca di prodotti non prevede {name}.',
      businessType: 'Scegli il tipo di azienda da cercare.',
      limit: 'Puoi salvare fino a {limit} ricerche; eliminane prima una.',
      gone: 'Non esiste nessuna ricerca salvata con questo id.',
    },
    zh: {
      productFilter: '产品搜索不包含 {name}。',
      businessType: '请选择要搜索的企业类型。',
      limit: '您最多可以保存 {limit} 个搜索；请先删除一个。',
      gone: '没有该 ID 对应的已保存搜索。',
    },
  },
);
