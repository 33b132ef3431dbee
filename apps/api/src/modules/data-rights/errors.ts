import { defineMessages } from '@tradeforge/i18n';

/** The data-rights module's error texts: exports of a member's data and the deletion of their account. */
export const dataRightsErrors = defineMessages(
  {
    noGrant:
      'Confirm your password again: the confirmation is missing, was already used or is older than 5 minutes.',
    accountGone: 'This account no longer exists.',
    exportGone: 'This export does not exist or was deleted.',
    exportNotReady: 'This export is not ready or was deleted.',
    exportPending: 'Your previous export is still being prepared. You will get a mail when it is ready.',
    exportsPerDay: 'You can request {count} exports a day. Try again tomorrow.',
    linkExpired: 'This download link is wrong or has expired. Get a new one from your settings.',
    exportDeleted: 'This export was deleted.',
  },
  {
    es: {
      noGrant:
        'Vuelva a confirmar su contraseña: falta la confirmación, ya se utilizó o tiene más de 5 minutos.',
      accountGone: 'Esta cuenta ya no existe.',
      exportGone: 'Esta exportación no existe o se eliminó.',
      exportNotReady: 'Esta exportación no está lista o se eliminó.',
      exportPending:
        'Su exportación anterior todavía se está preparando. Recibirá un correo cuando esté lista.',
      exportsPerDay:
        'Puede solicitar {count, plural, one {# exportación} other {# exportaciones}} al día. Vuelva a intentarlo mañana.',
      linkExpired:
        'Este enlace de descarga no es correcto o ha caducado. Obtenga uno nuevo desde su configuración.',
      exportDeleted: 'Esta exportación se eliminó.',
    },
    it: {
      noGrant:
        'Conferma di nuovo la password: la conferma manca, è già stata usata o risale a più di 5 minuti fa.',
      accountGone: 'Questo account non esiste più.',
      exportGone: 'Questa esportazione non esiste o è stata eliminata.',
      exportNotReady: 'Questa esportazione non è pronta o è stata eliminata.',
      exportPending:
        'La tua esportazione precedente è ancora in preparazione. Riceverai un’e-mail quando sarà pronta.',
      exportsPerDay:
        'Puoi richiedere {count, plural, one {# esportazione} other {# esportazioni}} al giorno. Riprova domani.',
      linkExpired: 'Questo link di download è errato o è scaduto. Richiedine uno nuovo dalle impostazioni.',
      exportDeleted: 'Questa esportazione è stata eliminata.',
    },
    zh: {
      noGrant: '请重新确认您的密码：确认信息缺失、已被使用或已超过 5 分钟。',
      accountGone: '此账户已不存在。',
      exportGone: '该导出不存在或已被删除。',
      exportNotReady: '该导出尚未就绪或已被删除。',
      exportPending: '您上一次的导出仍在准备中。准备就绪后，您会收到一封邮件。',
      exportsPerDay: '您每天最多可申请 {count} 次导出。请明天再试。',
      linkExpired: '此下载链接有误或已过期。请在设置中获取新的链接。',
      exportDeleted: '该导出已被删除。',
    },
  },
);
