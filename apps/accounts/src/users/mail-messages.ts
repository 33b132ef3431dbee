import { defineMessages } from '@tradeforge/i18n';

/** The account service's mails, in the recipient's preferred language. */
export const mailMessages = defineMessages(
  {
    'verify.subject': 'Confirm your e-mail for {siteName}',
    'verify.text':
      'Welcome to {siteName}.\n\nTo confirm that this address is yours, open this link within {hours} hours:\n{link}\n\nUntil then you can browse and edit your profile, but not send inquiries, messages, posts or comments.\n\nIf you did not create an account, ignore this message.',
    'reset.subject': 'Reset your {siteName} password',
    'reset.text':
      'Someone asked to reset the password of your {siteName} account.\n\nTo choose a new password, open this link within 30 minutes:\n{link}\n\nIf it was not you, ignore this message: your password stays the same.',
    'changed.subject': 'Your {siteName} e-mail was changed',
    'changed.text':
      'The e-mail of your {siteName} account was changed from this address to another one.\n\nIf it was not you, reset your password at once and contact us.',
  },
  {
    es: {
      'verify.subject': 'Confirme su correo electrónico en {siteName}',
      'verify.text':
        'Bienvenido a {siteName}.\n\nPara confirmar que esta dirección es suya, abra este enlace en las próximas {hours} horas:\n{link}\n\nHasta entonces puede navegar y editar su perfil, pero no enviar solicitudes, mensajes, publicaciones ni comentarios.\n\nSi no creó una cuenta, ignore este mensaje.',
      'reset.subject': 'Restablezca su contraseña de {siteName}',
      'reset.text':
        'Alguien pidió restablecer la contraseña de su cuenta de {siteName}.\n\nPara elegir una nueva contraseña, abra este enlace en los próximos 30 minutos:\n{link}\n\nSi no fue usted, ignore este mensaje: su contraseña no cambia.',
      'changed.subject': 'Se cambió su correo electrónico de {siteName}',
      'changed.text':
        'El correo electrónico de su cuenta de {siteName} se cambió de esta dirección a otra.\n\nSi no fue usted, restablezca su contraseña de inmediato y contáctenos.',
    },
    it: {
      'verify.subject': 'Conferma la tua e-mail su {siteName}',
      'verify.text':
        'Benvenuto su {siteName}.\n\nPer confermare che questo indirizzo è tuo, apri questo link entro {hours} ore:\n{link}\n\nFino ad allora puoi navigare e modificare il tuo profilo, ma non inviare richieste, messaggi, post o commenti.\n\nSe non hai creato un account, ignora questo messaggio.',
      'reset.subject': 'Reimposta la password di {siteName}',
      'reset.text':
        'Qualcuno ha chiesto di reimpostare la password del tuo account {siteName}.\n\nPer scegliere una nuova password, apri questo link entro 30 minuti:\n{link}\n\nSe non sei stato tu, ignora questo messaggio: la tua password resta la stessa.',
      'changed.subject': 'La tua e-mail su {siteName} è stata cambiata',
      'changed.text':
        'L’e-mail del tuo account {siteName} è stata cambiata da questo indirizzo a un altro.\n\nSe non sei stato tu, reimposta subito la password e contattaci.',
    },
    zh: {
      'verify.subject': '确认您在 {siteName} 的电子邮箱',
      'verify.text':
        '欢迎加入 {siteName}。\n\n为确认此邮箱属于您，请在 {hours} 小时内打开以下链接：\n{link}\n\n在确认之前，您可以浏览和编辑个人资料，但不能发送询盘、消息、动态或评论。\n\n如果您没有创建账户，请忽略此邮件。',
      'reset.subject': '重置您的 {siteName} 密码',
      'reset.text':
        '有人请求重置您 {siteName} 账户的密码。\n\n如需设置新密码，请在 30 分钟内打开以下链接：\n{link}\n\n如果不是您本人操作，请忽略此邮件：您的密码保持不变。',
      'changed.subject': '您的 {siteName} 电子邮箱已更改',
      'changed.text':
        '您 {siteName} 账户的电子邮箱已从此地址更改为另一个地址。\n\n如果不是您本人操作，请立即重置密码并联系我们。',
    },
  },
);
