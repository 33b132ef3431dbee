import type { SiteLocale } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';
import { mailTime, siteLink } from '../../lib/mail-locale';

/** The mails of the data-rights module, in the member's preferred language. */
export interface DataRightsMailContext {
  siteName: string;
  webUrl: string;
}

export const dataRightsMessages = defineMessages(
  {
    'export.subject': 'Your {siteName} data export is ready',
    'export.text':
      'The export of your {siteName} data you asked for is ready.\n\nDownload it from your account settings (Your data) before {expiresAt}; after that it is deleted.\n\n{link}\n\nIf you did not ask for it, change your password: someone else may be using your account.',
    'deleted.subject': 'Your {siteName} account was deleted',
    'deleted.text': 'Your {siteName} account and your content were deleted as you asked.',
    'deleted.businesses': 'These businesses, where you were the only owner, were deleted too: {businesses}.',
    'deleted.messages': 'Messages you sent to others stay with them, signed "Deleted user".',
  },
  {
    es: {
      'export.subject': 'La exportación de sus datos de {siteName} está lista',
      'export.text':
        'La exportación de sus datos de {siteName} que solicitó está lista.\n\nDescárguela desde la configuración de su cuenta (Sus datos) antes del {expiresAt}; después se eliminará.\n\n{link}\n\nSi no la solicitó, cambie su contraseña: puede que otra persona esté usando su cuenta.',
      'deleted.subject': 'Se eliminó su cuenta de {siteName}',
      'deleted.text': 'Su cuenta de {siteName} y su contenido se eliminaron como lo solicitó.',
      'deleted.businesses':
        'Estas empresas, de las que usted era el único propietario, también se eliminaron: {businesses}.',
      'deleted.messages':
        'Los mensajes que envió a otras personas se quedan con ellas, firmados «Usuario eliminado».',
    },
    it: {
      'export.subject': 'L’esportazione dei tuoi dati di {siteName} è pronta',
      'export.text':
        'L’esportazione dei tuoi dati di {siteName} che hai chiesto è pronta.\n\nScaricala dalle impostazioni del tuo account (I tuoi dati) entro il {expiresAt}; dopo verrà eliminata.\n\n{link}\n\nSe non l’hai chiesta tu, cambia la password: qualcun altro potrebbe usare il tuo account.',
      'deleted.subject': 'Il tuo account {siteName} è stato eliminato',
      'deleted.text': 'Il tuo account {siteName} e i tuoi contenuti sono stati eliminati come hai chiesto.',
      'deleted.businesses':
        'Anche queste aziende, di cui eri l’unico proprietario, sono state eliminate: {businesses}.',
      'deleted.messages': 'I messaggi che hai inviato ad altri restano a loro, firmati «Utente eliminato».',
    },
    zh: {
      'export.subject': '您的 {siteName} 数据导出已就绪',
      'export.text':
        '您申请的 {siteName} 数据导出已就绪。\n\n请在 {expiresAt} 之前从账户设置（您的数据）中下载；之后它将被删除。\n\n{link}\n\n如果您没有申请导出，请修改密码：可能有他人在使用您的账户。',
      'deleted.subject': '您的 {siteName} 账户已删除',
      'deleted.text': '您的 {siteName} 账户及您的内容已按您的要求删除。',
      'deleted.businesses': '以下由您作为唯一所有者的企业也已删除：{businesses}。',
      'deleted.messages': '您发给他人的消息仍保留在对方处，署名为“已删除的用户”。',
    },
  },
);

export function exportReadyMail(
  { siteName, webUrl }: DataRightsMailContext,
  locale: SiteLocale,
  expiresAt: Date,
) {
  const t = dataRightsMessages.in(locale);
  return {
    subject: t('export.subject', { siteName }),
    text: t('export.text', {
      siteName,
      expiresAt: mailTime(locale, expiresAt),
      link: siteLink(webUrl, locale, '/profile/edit'),
    }),
  };
}

/** Business names stay as written; the list is joined as the recipient's language lists. */
export function accountDeletedMail(
  { siteName }: DataRightsMailContext,
  locale: SiteLocale,
  businesses: string[],
) {
  const t = dataRightsMessages.in(locale);
  const list = locale === 'zh' ? businesses.join('、') : businesses.join(', ');
  return {
    subject: t('deleted.subject', { siteName }),
    text: [
      t('deleted.text', { siteName }),
      ...(businesses.length > 0 ? ['', t('deleted.businesses', { businesses: list })] : []),
      '',
      t('deleted.messages'),
    ].join('\n'),
  };
}
