import { defineMessages } from '@tradeforge/i18n';

/** The message center's mails; names, company names and the conversation's subject stay as written. */
export const messageMailMessages = defineMessages(
  {
    'inquiry.subject': 'New inquiry for {receiver} from {sender}',
    'inquiry.intro': '{sender} sent {receiver} an inquiry on {siteName}.',
    'unread.subject': 'Unread message from {from}',
    'unread.intro': '{from} wrote to you on {siteName} and the message is still unread.',
    body: 'Hello {firstName},\n\n{intro}\n\nSubject: {subject}\n\nOpen the conversation: {link}\n\nYou can turn these mails off in your profile settings on {siteName}.\n',
  },
  {
    es: {
      'inquiry.subject': 'Nueva solicitud para {receiver} de {sender}',
      'inquiry.intro': '{sender} envió una solicitud a {receiver} en {siteName}.',
      'unread.subject': 'Mensaje sin leer de {from}',
      'unread.intro': '{from} le escribió en {siteName} y el mensaje sigue sin leer.',
      body: 'Hola, {firstName}:\n\n{intro}\n\nAsunto: {subject}\n\nAbra la conversación: {link}\n\nPuede desactivar estos correos en la configuración de su perfil en {siteName}.\n',
    },
    it: {
      'inquiry.subject': 'Nuova richiesta per {receiver} da {sender}',
      'inquiry.intro': '{sender} ha inviato una richiesta a {receiver} su {siteName}.',
      'unread.subject': 'Messaggio non letto da {from}',
      'unread.intro': '{from} ti ha scritto su {siteName} e il messaggio non è ancora stato letto.',
      body: 'Ciao {firstName},\n\n{intro}\n\nOggetto: {subject}\n\nApri la conversazione: {link}\n\nPuoi disattivare queste e-mail nelle impostazioni del tuo profilo su {siteName}.\n',
    },
    zh: {
      'inquiry.subject': '{sender} 向 {receiver} 发送了新询盘',
      'inquiry.intro': '{sender} 在 {siteName} 上向 {receiver} 发送了询盘。',
      'unread.subject': '来自 {from} 的未读消息',
      'unread.intro': '{from} 在 {siteName} 上给您发了消息，该消息仍未读。',
      body: '{firstName}，您好：\n\n{intro}\n\n主题：{subject}\n\n打开对话：{link}\n\n您可以在 {siteName} 的个人资料设置中关闭这类邮件。\n',
    },
  },
);
