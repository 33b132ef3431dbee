import { defineMessages } from '@tradeforge/i18n';

/**
 * Error texts several modules answer: a thing that is gone, an unknown id, a blank text, a video link. `what` is
 * the kind of thing (`business`, `product`, `post`, `comment`, `thread`, `user`), named in each language.
 */
export const commonErrors = defineMessages(
  {
    gone: 'This {what} does not exist or was removed.',
    noSuchId: 'There is no {what} with that id.',
    blank: '{field}: cannot be blank.',
    tooShort: '{field}: needs at least {min} characters besides spaces.',
    videoUrl: 'video: paste a YouTube link, e.g. https://www.youtube.com/watch?v=XXXXXXXXXXX.',
  },
  {
    es: {
      gone: '{what, select, business {Esta empresa no existe o fue eliminada.} product {Este producto no existe o fue eliminado.} post {Esta publicación no existe o fue eliminada.} comment {Este comentario no existe o fue eliminado.} thread {Esta conversación no existe o fue eliminada.} user {Este usuario no existe o fue eliminado.} other {Este elemento no existe o fue eliminado.}}',
      noSuchId:
        'No existe {what, select, business {ninguna empresa} product {ningún producto} post {ninguna publicación} comment {ningún comentario} thread {ninguna conversación} user {ningún usuario} other {ningún elemento}} con ese id.',
      blank: '{field}: no puede quedar en blanco.',
      tooShort: '{field}: necesita al menos {min} caracteres, sin contar los espacios.',
      videoUrl: 'video: pegue un enlace de YouTube, p. ej. https://www.youtube.com/watch?v=XXXXXXXXXXX.',
    },
    it: {
      gone: '{what, select, business {Questa azienda non esiste o è stata rimossa.} product {Questo prodotto non esiste o è stato rimosso.} post {Questo post non esiste o è stato rimosso.} comment {Questo commento non esiste o è stato rimosso.} thread {Questa conversazione non esiste o è stata rimossa.} user {Questo utente non esiste o è stato rimosso.} other {Questo elemento non esiste o è stato rimosso.}}',
      noSuchId:
        'Non esiste {what, select, business {nessuna azienda} product {nessun prodotto} post {nessun post} comment {nessun commento} thread {nessuna conversazione} user {nessun utente} other {nessun elemento}} con questo id.',
      blank: '{field}: non può essere vuoto.',
      tooShort: '{field}: servono almeno {min} caratteri oltre agli spazi.',
      videoUrl: 'video: incolla un link di YouTube, ad es. https://www.youtube.com/watch?v=XXXXXXXXXXX.',
    },
    zh: {
      gone: '{what, select, business {该企业不存在或已被删除。} product {该产品不存在或已被删除。} post {该动态不存在或已被删除。} comment {该评论不存在或已被删除。} thread {该对话不存在或已被删除。} user {该用户不存在或已被删除。} other {该内容不存在或已被删除。}}',
      noSuchId:
        '没有该 ID 对应的{what, select, business {企业} product {产品} post {动态} comment {评论} thread {对话} user {用户} other {内容}}。',
      blank: '{field}：不能为空。',
      tooShort: '{field}：除空格外至少需要 {min} 个字符。',
      videoUrl: 'video：请粘贴 YouTube 链接，例如 https://www.youtube.com/watch?v=XXXXXXXXXXX。',
    },
  },
);
