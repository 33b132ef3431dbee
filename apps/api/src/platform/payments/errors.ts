import { defineMessages } from '@tradeforge/i18n';

/** The payment drivers' own error texts. */
export const paymentErrors = defineMessages(
  {
    unreachable: 'The payment provider could not be reached. Nothing was charged.',
    cardHere: 'Card details go to Stripe from the payment form, not to this API.',
  },
  {
    es: {
      unreachable: 'No se pudo contactar con el proveedor de pagos. No se realizó ningún cargo.',
      cardHere: 'Los datos de la tarjeta se envían a Stripe desde el formulario de pago, no a esta API.',
    },
    it: {
      unreachable:
        'Non è stato possibile contattare il fornitore dei pagamenti. Non è stato addebitato nulla.',
      cardHere: 'I dati della carta vanno a Stripe dal modulo di pagamento, non a questa API.',
    },
    zh: {
      unreachable: '无法连接支付服务商。未产生任何扣款。',
      cardHere: '银行卡信息应通过付款表单发送给 Stripe，而不是发送给此 API。',
    },
  },
);
