import type { ModerateBody, SiteLocale } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';

/**
 * The mail telling owners or the author that an operator hid, suspended or undid that. Each `<type>.<on|off>`
 * sentence names what changed; the subject and body wrap it, so each language words it once per object type.
 */
export const moderationMessages = defineMessages(
  {
    subject: '{what} on {siteName}',
    moderated: "{what} by the site's operators.\n\nReason: {reason}",
    undone: '{what}.',
    'user.on': 'Your account was suspended',
    'user.off': 'Your account was reinstated',
    'business.on': 'Business "{title}" was suspended',
    'business.off': 'Business "{title}" was reinstated',
    'product.on': 'Product "{title}" was hidden',
    'product.off': 'Product "{title}" was shown again',
    'post.on': 'Post "{title}" was hidden',
    'post.off': 'Post "{title}" was shown again',
    'comment.on': 'Comment "{title}" was hidden',
    'comment.off': 'Comment "{title}" was shown again',
  },
  {
    es: {
      subject: '{what} en {siteName}',
      moderated: '{what} por los operadores del sitio.\n\nMotivo: {reason}',
      undone: '{what}.',
      'user.on': 'Su cuenta fue suspendida',
      'user.off': 'Su cuenta fue restablecida',
      'business.on': 'La empresa «{title}» fue suspendida',
      'business.off': 'La empresa «{title}» fue restablecida',
      'product.on': 'El producto «{title}» fue ocultado',
      'product.off': 'El producto «{title}» vuelve a mostrarse',
      'post.on': 'La publicación «{title}» fue ocultada',
      'post.off': 'La publicación «{title}» vuelve a mostrarse',
      'comment.on': 'El comentario «{title}» fue ocultado',
      'comment.off': 'El comentario «{title}» vuelve a mostrarse',
    },
    it: {
      subject: '{what} su {siteName}',
      moderated: '{what} dagli operatori del sito.\n\nMotivo: {reason}',
      undone: '{what}.',
      'user.on': 'Il tuo account è stato sospeso',
      'user.off': 'Il tuo account è stato riattivato',
      'business.on': 'L’azienda «{title}» è stata sospesa',
      'business.off': 'L’azienda «{title}» è stata riattivata',
      'product.on': 'Il prodotto «{title}» è stato nascosto',
      'product.off': 'Il prodotto «{title}» è di nuovo visibile',
      'post.on': 'Il post «{title}» è stato nascosto',
      'post.off': 'Il post «{title}» è di nuovo visibile',
      'comment.on': 'Il commento «{title}» è stato nascosto',
      'comment.off': 'Il commento «{title}» è di nuovo visibile',
    },
    zh: {
      subject: '{siteName}：{what}',
      moderated: '{what}，操作者为网站运营人员。\n\n原因：{reason}',
      undone: '{what}。',
      'user.on': '您的账户已被暂停',
      'user.off': '您的账户已恢复',
      'business.on': '企业“{title}”已被暂停',
      'business.off': '企业“{title}”已恢复',
      'product.on': '产品“{title}”已被隐藏',
      'product.off': '产品“{title}”已重新显示',
      'post.on': '动态“{title}”已被隐藏',
      'post.off': '动态“{title}”已重新显示',
      'comment.on': '评论“{title}”已被隐藏',
      'comment.off': '评论“{title}”已重新显示',
    },
  },
);

/** The mail about a moderation (`reason`) or its undoing (`null`); the object's title stays as written. */
export function moderationMail(
  locale: SiteLocale,
  siteName: string,
  object: { type: ModerateBody['objectType']; title: string },
  reason: string | null,
) {
  const t = moderationMessages.in(locale);
  const what = t(`${object.type}.${reason === null ? 'off' : 'on'}`, { title: object.title });
  return {
    subject: t('subject', { what, siteName }),
    text: reason === null ? t('undone', { what }) : t('moderated', { what, reason }),
  };
}
