import { PROFILE_MESSAGES } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';

/** The users module's error texts: profiles, their photos and fields. */
export const userErrors = defineMessages(
  {
    userGone: 'This user does not exist.',
    stateOfCountry: 'The state does not belong to the selected country.',
    nameRequired: 'First and last name are required.',
    photoFirst: '{field}: upload the photo first and send its token.',
    invalidPhone: PROFILE_MESSAGES.invalidPhone,
    invalidBirthDate: PROFILE_MESSAGES.invalidBirthDate,
  },
  {
    es: {
      userGone: 'Este usuario no existe.',
      stateOfCountry: 'El estado no pertenece al país seleccionado.',
      nameRequired: 'El nombre y los apellidos son obligatorios.',
      photoFirst: '{field}: primero suba la foto y envíe su token.',
      invalidPhone: 'Número de teléfono no válido; revise el formato (p. ej., + 1 12345678)',
      invalidBirthDate: 'Formato de fecha no válido; revíselo (p. ej., 1970-10-24)',
    },
    it: {
      userGone: 'Questo utente non esiste.',
      stateOfCountry: 'Lo stato non appartiene al Paese selezionato.',
      nameRequired: 'Nome e cognome sono obbligatori.',
      photoFirst: '{field}: carica prima la foto e invia il suo token.',
      invalidPhone: 'Numero di telefono non valido, controlla il formato (ad es. + 1 12345678)',
      invalidBirthDate: 'Formato della data non valido, controllalo (ad es. 1970-10-24)',
    },
    zh: {
      userGone: '该用户不存在。',
      stateOfCountry: '该州/省不属于所选国家/地区。',
      nameRequired: '名字和姓氏为必填项。',
      photoFirst: '{field}：请先上传照片，再发送其令牌。',
      invalidPhone: '电话号码无效，请检查格式（例如 + 1 12345678）',
      invalidBirthDate: '日期格式无效，请检查（例如 1970-10-24）',
    },
  },
);
