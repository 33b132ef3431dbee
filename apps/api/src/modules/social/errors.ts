import { defineMessages } from '@tradeforge/i18n';

/** The social module's error texts (comments; unknown items are `commonErrors`). */
export const socialErrors = defineMessages(
  {
    empty: 'content: write something before sending.',
    removeForbidden: 'Only its author or a manager of the product it is on can remove this comment.',
  },
  {
    es: {
      empty: 'content: escriba algo antes de enviar.',
      removeForbidden:
        'Solo su autor o un responsable del producto en el que aparece puede eliminar este comentario.',
    },
    it: {
      empty: 'content: scrivi qualcosa prima di inviare.',
      removeForbidden:
        'Solo il suo autore o un responsabile del prodotto su cui si trova può rimuovere questo commento.',
    },
    zh: {
      empty: 'content：请先输入内容再发送。',
      removeForbidden: '只有作者或该评论所在产品的管理者才能删除此评论。',
    },
  },
);
