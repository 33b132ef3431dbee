import { defineMessages } from '@tradeforge/i18n';

/** The notification settings' error texts; `kind` is a notification kind's code, as the client sent it. */
export const notificationErrors = defineMessages(
  {
    mailedElsewhere:
      'settings: {kind} notifications are mailed through the message mails setting; choose site, digest or off.',
    twice: 'settings: {kind} is named more than once; name each kind once.',
  },
  {
    es: {
      mailedElsewhere:
        'settings: las notificaciones {kind} se envían por correo según la opción de correos de mensajes; elija site, digest u off.',
      twice: 'settings: {kind} aparece más de una vez; indique cada tipo una sola vez.',
    },
    it: {
      mailedElsewhere:
        'settings: le notifiche {kind} vengono inviate per e-mail secondo l’impostazione delle e-mail dei messaggi; scegli site, digest o off.',
      twice: 'settings: {kind} compare più di una volta; indica ogni tipo una sola volta.',
    },
    zh: {
      mailedElsewhere: 'settings：{kind} 通知通过消息邮件设置发送邮件；请选择 site、digest 或 off。',
      twice: 'settings：{kind} 出现了多次；每种类型只能指定一次。',
    },
  },
);
