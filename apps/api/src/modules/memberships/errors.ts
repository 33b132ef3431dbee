import { defineMessages } from '@tradeforge/i18n';
import { verbatim } from '../../lib/app-error';

/** The memberships module's error texts: buying a membership, receipts, card refusals. */
export const membershipErrors = defineMessages(
  {
    alreadyHas:
      'This business already has the {plan} membership; it can be renewed in the last {days} days before it ends.',
    onlyHigher: 'This business has the {plan} membership: only a higher membership can be bought.',
    ownerOnly: 'Only the owner of this business can buy a membership for it.',
    otherPurchase: 'This checkout attempt belongs to another purchase; start a new one.',
    paymentInFlight: 'A payment for this business is being confirmed; wait a minute and reload the page.',
    attemptGone: 'This checkout attempt does not exist.',
    receiptGone: 'This receipt does not exist.',
    declined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    expired: 'Your card has expired.',
    incorrectNumber: 'Your card number is incorrect.',
    expiryYear: "Your card's expiration year is invalid.",
    expiryMonth: "Your card's expiration month is invalid.",
    cvcInvalid: "Your card's security code is invalid.",
    cvcIncorrect: "Your card's security code is incorrect.",
    authentication:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  {
    es: {
      alreadyHas:
        'Esta empresa ya tiene la membresía {plan}; puede renovarse en los últimos {days} días antes de que finalice.',
      onlyHigher: 'Esta empresa tiene la membresía {plan}: solo se puede comprar una membresía superior.',
      ownerOnly: 'Solo el propietario de esta empresa puede comprarle una membresía.',
      otherPurchase: 'Este intento de pago corresponde a otra compra; inicie uno nuevo.',
      paymentInFlight:
        'Se está confirmando un pago de esta empresa; espere un minuto y vuelva a cargar la página.',
      attemptGone: 'Este intento de pago no existe.',
      receiptGone: 'Este recibo no existe.',
      declined: 'Su tarjeta fue rechazada.',
      insufficientFunds: 'Su tarjeta no tiene fondos suficientes.',
      expired: 'Su tarjeta ha caducado.',
      incorrectNumber: 'El número de su tarjeta es incorrecto.',
      expiryYear: 'El año de caducidad de su tarjeta no es válido.',
      expiryMonth: 'El mes de caducidad de su tarjeta no es válido.',
      cvcInvalid: 'El código de seguridad de su tarjeta no es válido.',
      cvcIncorrect: 'El código de seguridad de su tarjeta es incorrecto.',
      authentication:
        'No podemos autenticar su método de pago. Elija otro método de pago y vuelva a intentarlo.',
    },
    it: {
      alreadyHas:
        'Questa azienda ha già l’abbonamento {plan}; può essere rinnovato negli ultimi {days} giorni prima della scadenza.',
      onlyHigher: 'Questa azienda ha l’abbonamento {plan}: si può acquistare solo un abbonamento superiore.',
      ownerOnly: 'Solo il titolare di questa azienda può acquistarle un abbonamento.',
      otherPurchase: 'Questo tentativo di pagamento appartiene a un altro acquisto; avviane uno nuovo.',
      paymentInFlight:
        'È in corso la conferma di un pagamento per questa azienda; attendi un minuto e ricarica la pagina.',
      attemptGone: 'Questo tentativo di pagamento non esiste.',
      receiptGone: 'Questa ricevuta non esiste.',
      declined: 'La tua carta è stata rifiutata.',
      insufficientFunds: 'La tua carta non ha fondi sufficienti.',
      expired: 'La tua carta è scaduta.',
      incorrectNumber: 'Il numero della tua carta non è corretto.',
      expiryYear: 'L’anno di scadenza della tua carta non è valido.',
      expiryMonth: 'Il mese di scadenza della tua carta non è valido.',
      cvcInvalid: 'Il codice di sicurezza della tua carta non è valido.',
      cvcIncorrect: 'Il codice di sicurezza della tua carta non è corretto.',
      authentication:
        'Non riusciamo ad autenticare il tuo metodo di pagamento. Scegli un altro metodo di pagamento e riprova.',
    },
    zh: {
      alreadyHas: '该企业已拥有 {plan} 会员；可在到期前的最后 {days} 天内续费。',
      onlyHigher: '该企业已拥有 {plan} 会员：只能购买更高等级的会员。',
      ownerOnly: '只有该企业的所有者才能为其购买会员。',
      otherPurchase: '此付款尝试属于另一笔购买；请重新发起。',
      paymentInFlight: '该企业的一笔付款正在确认中；请稍等一分钟后刷新页面。',
      attemptGone: '此付款尝试不存在。',
      receiptGone: '此收据不存在。',
      declined: '您的银行卡被拒绝。',
      insufficientFunds: '您的银行卡余额不足。',
      expired: '您的银行卡已过期。',
      incorrectNumber: '您的卡号不正确。',
      expiryYear: '您的银行卡到期年份无效。',
      expiryMonth: '您的银行卡到期月份无效。',
      cvcInvalid: '您的银行卡安全码无效。',
      cvcIncorrect: '您的银行卡安全码不正确。',
      authentication: '我们无法验证您的付款方式。请选择其他付款方式后重试。',
    },
  },
);

type Key = Parameters<ReturnType<typeof membershipErrors.in>>[0];
const CARD_KEYS: Key[] = [
  'declined',
  'insufficientFunds',
  'expired',
  'incorrectNumber',
  'expiryYear',
  'expiryMonth',
  'cvcInvalid',
  'cvcIncorrect',
  'authentication',
];
const byEnglish = new Map(CARD_KEYS.map((key) => [membershipErrors.in('en')(key), key]));

/**
 * A card refusal as the provider worded it (Stripe's English, stored with the attempt): its usual texts are read in
 * the member's language, any other passes on as it came.
 */
export const cardRefusal = (message: string) => {
  const key = byEnglish.get(message);
  return key ? membershipErrors.text(key) : verbatim(message);
};
