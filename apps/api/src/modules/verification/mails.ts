import type { SiteLocale } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';
import { siteHome } from '../../lib/mail-locale';

/** The mails a business's owners get about their verification request and badge, in each owner's language. */
export interface VerificationMailContext {
  siteName: string;
  webUrl: string;
}

export const verificationMessages = defineMessages(
  {
    'approved.subject': '{companyName} is verified on {siteName}',
    'approved.text':
      'Good news: we checked the documents of {companyName} and approved your verification request.\nThe verified badge now shows on your business page, your products and in search results.\n\n{link}',
    'refused.subject': 'Your verification request for {companyName} on {siteName}',
    'refused.text':
      'We could not approve the verification request of {companyName}.\n\nReason: {reason}\n\nYou can send a new request with other documents from Manage Profile.',
    'removed.subject': 'The verified badge of {companyName} on {siteName} was removed',
    'removed.text': 'An operator removed the verified badge of {companyName}.\n\nReason: {reason}',
  },
  {
    es: {
      'approved.subject': '{companyName} está verificada en {siteName}',
      'approved.text':
        'Buenas noticias: revisamos los documentos de {companyName} y aprobamos su solicitud de verificación.\nLa insignia de empresa verificada ya aparece en la página de su empresa, en sus productos y en los resultados de búsqueda.\n\n{link}',
      'refused.subject': 'Su solicitud de verificación de {companyName} en {siteName}',
      'refused.text':
        'No pudimos aprobar la solicitud de verificación de {companyName}.\n\nMotivo: {reason}\n\nPuede enviar una nueva solicitud con otros documentos desde Gestionar perfil.',
      'removed.subject': 'Se retiró la insignia de verificada de {companyName} en {siteName}',
      'removed.text': 'Un operador retiró la insignia de verificada de {companyName}.\n\nMotivo: {reason}',
    },
    it: {
      'approved.subject': '{companyName} è verificata su {siteName}',
      'approved.text':
        'Buone notizie: abbiamo controllato i documenti di {companyName} e approvato la tua richiesta di verifica.\nIl badge di azienda verificata ora compare sulla pagina della tua azienda, sui tuoi prodotti e nei risultati di ricerca.\n\n{link}',
      'refused.subject': 'La tua richiesta di verifica per {companyName} su {siteName}',
      'refused.text':
        'Non abbiamo potuto approvare la richiesta di verifica di {companyName}.\n\nMotivo: {reason}\n\nPuoi inviare una nuova richiesta con altri documenti da Gestisci profilo.',
      'removed.subject': 'Il badge di verifica di {companyName} su {siteName} è stato rimosso',
      'removed.text': 'Un operatore ha rimosso il badge di verifica di {companyName}.\n\nMotivo: {reason}',
    },
    zh: {
      'approved.subject': '{companyName} 已在 {siteName} 通过认证',
      'approved.text':
        '好消息：我们已审核 {companyName} 的文件，并批准了您的认证申请。\n已认证标识现在会显示在您的企业页面、您的产品和搜索结果中。\n\n{link}',
      'refused.subject': '您在 {siteName} 为 {companyName} 提交的认证申请',
      'refused.text':
        '我们无法批准 {companyName} 的认证申请。\n\n原因：{reason}\n\n您可以在“管理资料”中用其他文件重新提交申请。',
      'removed.subject': '{companyName} 在 {siteName} 的已认证标识已被移除',
      'removed.text': '运营人员移除了 {companyName} 的已认证标识。\n\n原因：{reason}',
    },
  },
);

export function approvedMail(
  { siteName, webUrl }: VerificationMailContext,
  locale: SiteLocale,
  companyName: string,
) {
  const t = verificationMessages.in(locale);
  return {
    subject: t('approved.subject', { companyName, siteName }),
    text: t('approved.text', { companyName, link: siteHome(webUrl, locale) }),
  };
}

export function refusedMail(
  { siteName }: VerificationMailContext,
  locale: SiteLocale,
  companyName: string,
  reason: string,
) {
  const t = verificationMessages.in(locale);
  return {
    subject: t('refused.subject', { companyName, siteName }),
    text: t('refused.text', { companyName, reason }),
  };
}

export function badgeRemovedMail(
  { siteName }: VerificationMailContext,
  locale: SiteLocale,
  companyName: string,
  reason: string,
) {
  const t = verificationMessages.in(locale);
  return {
    subject: t('removed.subject', { companyName, siteName }),
    text: t('removed.text', { companyName, reason }),
  };
}
