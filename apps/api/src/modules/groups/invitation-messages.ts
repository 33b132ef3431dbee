import { defineMessages } from '@tradeforge/i18n';

/** The group invitation mail; the inviter's and the group's names stay as written. */
export const groupInvitationMessages = defineMessages(
  {
    subject: '{who} invited you to the group {group} on {siteName}',
    text: '{who} invited you to join the group {group} on {siteName}.\n\nTo accept, open this link and log in (or register with this e-mail address): {link}\n\nThe link expires in {days} days. If you did not expect it, ignore this mail.',
  },
  {
    es: {
      subject: '{who} le invitó al grupo {group} en {siteName}',
      text: '{who} le invitó a unirse al grupo {group} en {siteName}.\n\nPara aceptar, abra este enlace e inicie sesión (o regístrese con esta dirección de correo electrónico): {link}\n\nEl enlace caduca en {days} días. Si no esperaba esta invitación, ignore este correo.',
    },
    it: {
      subject: '{who} ti ha invitato al gruppo {group} su {siteName}',
      text: '{who} ti ha invitato a unirti al gruppo {group} su {siteName}.\n\nPer accettare, apri questo link e accedi (o registrati con questo indirizzo e-mail): {link}\n\nIl link scade tra {days} giorni. Se non te lo aspettavi, ignora questa e-mail.',
    },
    zh: {
      subject: '{who} 邀请您加入 {siteName} 上的群组 {group}',
      text: '{who} 邀请您加入 {siteName} 上的群组 {group}。\n\n如需接受，请打开以下链接并登录（或用此电子邮箱注册）：{link}\n\n该链接 {days} 天后失效。如果您没有预料到这封邮件，请忽略。',
    },
  },
);
