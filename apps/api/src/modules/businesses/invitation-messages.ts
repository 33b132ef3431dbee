import { defineMessages } from '@tradeforge/i18n';

/** The invitation mail; the inviter's and the business's names stay as written. */
export const invitationMessages = defineMessages(
  {
    subject: '{who} invited you to join {company} on {siteName}',
    text: '{who} invited you to join {company} on {siteName} as {access, select, owner {an owner} admin {an admin} other {a member}}.\n\nTo accept, open this link and log in (or register with this e-mail address): {link}\n\nThe link works once and expires in {days} days. If you did not expect it, ignore this mail.',
  },
  {
    es: {
      subject: '{who} le invitó a unirse a {company} en {siteName}',
      text: '{who} le invitó a unirse a {company} en {siteName} como {access, select, owner {propietario} admin {administrador} other {miembro}}.\n\nPara aceptar, abra este enlace e inicie sesión (o regístrese con esta dirección de correo electrónico): {link}\n\nEl enlace funciona una sola vez y caduca en {days} días. Si no esperaba esta invitación, ignore este correo.',
    },
    it: {
      subject: '{who} ti ha invitato a unirti a {company} su {siteName}',
      text: '{who} ti ha invitato a unirti a {company} su {siteName} come {access, select, owner {proprietario} admin {amministratore} other {membro}}.\n\nPer accettare, apri questo link e accedi (o registrati con questo indirizzo e-mail): {link}\n\nIl link funziona una sola volta e scade tra {days} giorni. Se non te lo aspettavi, ignora questa e-mail.',
    },
    zh: {
      subject: '{who} 邀请您加入 {siteName} 上的 {company}',
      text: '{who} 邀请您以{access, select, owner {所有者} admin {管理员} other {成员}}身份加入 {siteName} 上的 {company}。\n\n如需接受，请打开以下链接并登录（或用此电子邮箱注册）：{link}\n\n该链接仅可使用一次，{days} 天后失效。如果您没有预料到这封邮件，请忽略。',
    },
  },
);
