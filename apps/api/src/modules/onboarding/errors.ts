import { defineMessages } from '@tradeforge/i18n';

/** The onboarding module's error texts. */
export const onboardingErrors = defineMessages(
  { noUser: 'There is no user with that id.' },
  {
    es: { noUser: 'No existe ningún usuario con ese id.' },
    it: { noUser: 'Non esiste nessun utente con questo id.' },
    zh: { noUser: '没有该 ID 对应的用户。' },
  },
);
