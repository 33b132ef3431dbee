import { defineMessages } from '@tradeforge/i18n';

/** The operator console's error texts: the operator role and the need-help enquiries. */
export const operatorErrors = defineMessages(
  {
    operatorsOnly: 'This page is for the site operators.',
    noAccount: 'No account uses {email}.',
    ownRole: 'You cannot revoke your own role: ask another operator.',
    configured: 'This account is the operator named by OPERATOR_EMAIL.',
    notOperator: 'This account does not hold the operator role.',
    enquiryGone: 'This enquiry does not exist.',
  },
  {
    es: {
      operatorsOnly: 'Esta página es para los operadores del sitio.',
      noAccount: 'Ninguna cuenta usa {email}.',
      ownRole: 'No puede revocar su propio rol: pídaselo a otro operador.',
      configured: 'Esta cuenta es la del operador indicado en OPERATOR_EMAIL.',
      notOperator: 'Esta cuenta no tiene el rol de operador.',
      enquiryGone: 'Esta consulta no existe.',
    },
    it: {
      operatorsOnly: 'Questa pagina è riservata agli operatori del sito.',
      noAccount: 'Nessun account usa {email}.',
      ownRole: 'Non puoi revocare il tuo ruolo: chiedi a un altro operatore.',
      configured: 'Questo account è l’operatore indicato da OPERATOR_EMAIL.',
      notOperator: 'Questo account non ha il ruolo di operatore.',
      enquiryGone: 'Questa richiesta di assistenza non esiste.',
    },
    zh: {
      operatorsOnly: '此页面仅供网站运营人员使用。',
      noAccount: '没有账户使用 {email}。',
      ownRole: '您不能撤销自己的角色：请联系其他运营人员。',
      configured: '此账户是 OPERATOR_EMAIL 指定的运营人员。',
      notOperator: '此账户不具有运营人员角色。',
      enquiryGone: '该咨询不存在。',
    },
  },
);
