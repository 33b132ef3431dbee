import { defineMessages } from '@tradeforge/i18n';

/** The reference data's error texts: an unknown code or id, named as the client sent it. */
export const referenceErrors = defineMessages(
  {
    noCountry: "There is no country with code ''{code}''.",
    noIndustry: "There is no industry with id ''{id}''.",
    unknownCode: "Unknown {field} ''{value}''.",
  },
  {
    es: {
      noCountry: 'No existe ningún país con el código «{code}».',
      noIndustry: 'No existe ningún sector con el id «{id}».',
      unknownCode: '{field} desconocido: «{value}».',
    },
    it: {
      noCountry: 'Non esiste nessun Paese con il codice «{code}».',
      noIndustry: 'Non esiste nessun settore con l’id «{id}».',
      unknownCode: '{field} sconosciuto: «{value}».',
    },
    zh: {
      noCountry: '没有代码为“{code}”的国家/地区。',
      noIndustry: '没有 ID 为“{id}”的行业。',
      unknownCode: '未知的 {field}：“{value}”。',
    },
  },
);
