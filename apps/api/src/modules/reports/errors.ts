import { defineMessages } from '@tradeforge/i18n';

/** The reports module's error texts. */
export const reportErrors = defineMessages(
  {
    self: 'You cannot report yourself.',
    already: 'You have reported this already; an operator will look at it.',
    notThread: 'This report is not of a conversation, or the conversation was deleted.',
    notPost: 'This report is not of a post, or the post was deleted.',
    reportGone: 'This report does not exist.',
    alreadyClosed: 'This report was already {status}.',
  },
  {
    es: {
      self: 'No puede denunciarse a sí mismo.',
      already: 'Ya ha denunciado esto; un operador lo revisará.',
      notThread: 'Esta denuncia no es de una conversación, o la conversación se eliminó.',
      notPost: 'Este informe no es de una publicación, o la publicación fue eliminada.',
      reportGone: 'Esta denuncia no existe.',
      alreadyClosed:
        '{status, select, resolved {Esta denuncia ya fue resuelta.} dismissed {Esta denuncia ya fue descartada.} other {Esta denuncia ya fue cerrada.}}',
    },
    it: {
      self: 'Non puoi segnalare te stesso.',
      already: 'Hai già inviato questa segnalazione; un operatore la esaminerà.',
      notThread:
        'Questa segnalazione non riguarda una conversazione, oppure la conversazione è stata eliminata.',
      notPost: 'Questa segnalazione non riguarda un post, oppure il post è stato eliminato.',
      reportGone: 'Questa segnalazione non esiste.',
      alreadyClosed:
        '{status, select, resolved {Questa segnalazione è già stata risolta.} dismissed {Questa segnalazione è già stata archiviata.} other {Questa segnalazione è già stata chiusa.}}',
    },
    zh: {
      self: '您不能举报自己。',
      already: '您已举报过此内容；运营人员会进行审核。',
      notThread: '此举报针对的不是对话，或该对话已被删除。',
      notPost: '该举报不是针对动态的，或该动态已被删除。',
      reportGone: '该举报不存在。',
      alreadyClosed:
        '{status, select, resolved {该举报已处理。} dismissed {该举报已驳回。} other {该举报已关闭。}}',
    },
  },
);
