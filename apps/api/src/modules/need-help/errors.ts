import { defineMessages } from '@tradeforge/i18n';

/** The need-help form's error texts; a field keeps its name (`companyPhone`), as the form sent it. */
export const needHelpErrors = defineMessages(
  {
    phone: "The {field} ''{value}'' is not a valid phone number (e.g. +1 305 555 0100).",
    businessType: "Unknown business type ''{value}''.",
    jobPosition: 'Unknown job position {value}.',
    country: "Unknown country ''{value}''.",
    usaState: "Unknown US state ''{value}''.",
    companyPhoneRequired: 'The company phone is required.',
    emailRequired: 'The e-mail is required.',
  },
  {
    es: {
      phone: '{field} «{value}» no es un número de teléfono válido (p. ej., +1 305 555 0100).',
      businessType: 'Tipo de empresa desconocido: «{value}».',
      jobPosition: 'Cargo desconocido: {value}.',
      country: 'País desconocido: «{value}».',
      usaState: 'Estado de EE. UU. desconocido: «{value}».',
      companyPhoneRequired: 'El teléfono de la empresa es obligatorio.',
      emailRequired: 'El correo electrónico es obligatorio.',
    },
    it: {
      phone: '{field} «{value}» non è un numero di telefono valido (ad es. +1 305 555 0100).',
      businessType: 'Tipo di azienda sconosciuto: «{value}».',
      jobPosition: 'Ruolo sconosciuto: {value}.',
      country: 'Paese sconosciuto: «{value}».',
      usaState: 'Stato USA sconosciuto: «{value}».',
      companyPhoneRequired: 'Il telefono dell’azienda è obbligatorio.',
      emailRequired: 'L’e-mail è obbligatoria.',
    },
    zh: {
      phone: '{field}“{value}”不是有效的电话号码（例如 +1 305 555 0100）。',
      businessType: '未知的企业类型“{value}”。',
      jobPosition: '未知的职位 {value}。',
      country: '未知的国家/地区“{value}”。',
      usaState: '未知的美国州“{value}”。',
      companyPhoneRequired: '企业电话为必填项。',
      emailRequired: '电子邮箱为必填项。',
    },
  },
);
