import { defineMessages } from '@tradeforge/i18n';

/**
 * The moderation module's error texts. `type` is what is moderated (`product`, `post`, `comment`: hidden;
 * `business`, `user`: suspended) and `state` that word in English.
 */
export const moderationErrors = defineMessages(
  {
    self: 'You cannot suspend yourself.',
    gone: 'This {type} does not exist.',
    already: 'This {type} is already {state}.',
    notYet: 'This {type} is not {state}.',
  },
  {
    es: {
      self: 'No puede suspenderse a sí mismo.',
      gone: '{type, select, business {Esta empresa no existe.} product {Este producto no existe.} post {Esta publicación no existe.} comment {Este comentario no existe.} user {Este usuario no existe.} other {Este elemento no existe.}}',
      already:
        '{type, select, business {Esta empresa ya está suspendida.} product {Este producto ya está oculto.} post {Esta publicación ya está oculta.} comment {Este comentario ya está oculto.} user {Este usuario ya está suspendido.} other {Este elemento ya está oculto.}}',
      notYet:
        '{type, select, business {Esta empresa no está suspendida.} product {Este producto no está oculto.} post {Esta publicación no está oculta.} comment {Este comentario no está oculto.} user {Este usuario no está suspendido.} other {Este elemento no está oculto.}}',
    },
    it: {
      self: 'Non puoi sospendere te stesso.',
      gone: '{type, select, business {Questa azienda non esiste.} product {Questo prodotto non esiste.} post {Questo post non esiste.} comment {Questo commento non esiste.} user {Questo utente non esiste.} other {Questo elemento non esiste.}}',
      already:
        '{type, select, business {Questa azienda è già sospesa.} product {Questo prodotto è già nascosto.} post {Questo post è già nascosto.} comment {Questo commento è già nascosto.} user {Questo utente è già sospeso.} other {Questo elemento è già nascosto.}}',
      notYet:
        '{type, select, business {Questa azienda non è sospesa.} product {Questo prodotto non è nascosto.} post {Questo post non è nascosto.} comment {Questo commento non è nascosto.} user {Questo utente non è sospeso.} other {Questo elemento non è nascosto.}}',
    },
    zh: {
      self: '您不能停用自己。',
      gone: '{type, select, business {该企业不存在。} product {该产品不存在。} post {该动态不存在。} comment {该评论不存在。} user {该用户不存在。} other {该内容不存在。}}',
      already:
        '{type, select, business {该企业已被停用。} product {该产品已被隐藏。} post {该动态已被隐藏。} comment {该评论已被隐藏。} user {该用户已被停用。} other {该内容已被隐藏。}}',
      notYet:
        '{type, select, business {该企业未被停用。} product {该产品未被隐藏。} post {该动态未被隐藏。} comment {该评论未被隐藏。} user {该用户未被停用。} other {该内容未被隐藏。}}',
    },
  },
);
