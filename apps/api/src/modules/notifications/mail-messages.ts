import type { NotificationActor, NotificationItem, SiteLocale } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';

/**
 * The notification mails' texts. The lines are `describeNotification` (contracts, the header list's English) in
 * each language: the English here is the same text, word for word, which a test holds them to.
 */
export const notificationMessages = defineMessages(
  {
    quoted: '“{title}”',
    search: 'New results for your saved search {title}',
    membership:
      '{event, select, activated {Your membership is active for} reminder {Your membership ends soon for} expired {Your membership ended for} other {Membership news for}} {title}',
    someone: 'Someone',
    two: '{first} and {second}',
    more: '{first} and {others} {others, plural, one {other} other {others}}',
    like: '{who} liked {title}',
    follow: '{who} followed {title}',
    comment: '{who} commented on {title}',
    reply: '{who} replied to your comment {title}',
    inquiry: '{who} sent an inquiry to {companyName}: {title}',
    'inquiry.unnamed': '{who} sent an inquiry: {title}',
    message: '{who} sent a message in {title}',
    group:
      '{who} {event, select, requested {asked to join} approved {approved your request to join} invited {invited you to join} post {posted in} other {acted in}} {title}',
    rfq: '{event, select, matched {New buying request for {company}: {title}} accepted {The buyer accepted the quote of {company} on {title}} declined {The buyer declined the quote of {company} on {title}} not_selected {The buyer chose another quote on {title}; thank you for quoting for {company}} expired {Your buying request {title} has expired} other {News of the buying request {title}}}',
    'rfq.quote': '{who} quoted on your buying request {title}',
    'rfq.yourBusiness': 'your business',
    'digest.subject':
      'Your {siteName} digest: {count} new {count, plural, one {notification} other {notifications}}',
    'many.subject': '{count} new notifications on {siteName}',
    body: 'Hello {firstName},\n\n{lines}\n\nSee them all: {link}\n\nYou choose which notifications are mailed in your profile settings on {siteName}.\n',
  },
  {
    es: {
      quoted: '«{title}»',
      search: 'Nuevos resultados para su búsqueda guardada {title}',
      membership:
        '{event, select, activated {Su membresía está activa para} reminder {Su membresía termina pronto para} expired {Su membresía terminó para} other {Novedades de la membresía de}} {title}',
      someone: 'Alguien',
      two: '{first} y {second}',
      more: '{first} y {others, plural, one {# persona más} other {# personas más}}',
      like: 'A {who} {count, plural, one {le} other {les}} gusta {title}',
      follow: '{who} {count, plural, one {empezó} other {empezaron}} a seguir a {title}',
      comment: '{who} {count, plural, one {comentó} other {comentaron}} en {title}',
      reply: '{who} {count, plural, one {respondió} other {respondieron}} a su comentario {title}',
      inquiry: '{who} {count, plural, one {envió} other {enviaron}} una solicitud a {companyName}: {title}',
      'inquiry.unnamed': '{who} {count, plural, one {envió} other {enviaron}} una solicitud: {title}',
      message: '{who} {count, plural, one {envió} other {enviaron}} un mensaje en {title}',
      group:
        '{who} {event, select, requested {{count, plural, one {pidió} other {pidieron}} unirse a} approved {{count, plural, one {aprobó} other {aprobaron}} su solicitud para unirse a} invited {{count, plural, one {le invitó} other {le invitaron}} a unirse a} post {{count, plural, one {publicó} other {publicaron}} en} other {{count, plural, one {actuó} other {actuaron}} en}} {title}',
      rfq: '{event, select, matched {Nueva solicitud de compra para {company}: {title}} accepted {El comprador aceptó la cotización de {company} para {title}} declined {El comprador rechazó la cotización de {company} para {title}} not_selected {El comprador eligió otra cotización para {title}; gracias por cotizar por {company}} expired {Su solicitud de compra {title} ha caducado} other {Novedades de la solicitud de compra {title}}}',
      'rfq.quote': '{who} {count, plural, one {cotizó} other {cotizaron}} su solicitud de compra {title}',
      'rfq.yourBusiness': 'su empresa',
      'digest.subject':
        'Su resumen de {siteName}: {count, plural, one {# notificación nueva} other {# notificaciones nuevas}}',
      'many.subject': '{count} notificaciones nuevas en {siteName}',
      body: 'Hola, {firstName}:\n\n{lines}\n\nVéalas todas: {link}\n\nUsted elige qué notificaciones recibe por correo en la configuración de su perfil en {siteName}.\n',
    },
    it: {
      quoted: '«{title}»',
      search: 'Nuovi risultati per la tua ricerca salvata {title}',
      membership:
        '{event, select, activated {Il tuo abbonamento è attivo per} reminder {Il tuo abbonamento scade presto per} expired {Il tuo abbonamento è scaduto per} other {Novità sull’abbonamento di}} {title}',
      someone: 'Qualcuno',
      two: '{first} e {second}',
      more: '{first} e {others, plural, one {# altra persona} other {altre # persone}}',
      like: 'A {who} piace {title}',
      follow: '{who} {count, plural, one {ha iniziato} other {hanno iniziato}} a seguire {title}',
      comment: '{who} {count, plural, one {ha commentato} other {hanno commentato}} {title}',
      reply: '{who} {count, plural, one {ha risposto} other {hanno risposto}} al tuo commento {title}',
      inquiry:
        '{who} {count, plural, one {ha inviato} other {hanno inviato}} una richiesta a {companyName}: {title}',
      'inquiry.unnamed':
        '{who} {count, plural, one {ha inviato} other {hanno inviato}} una richiesta: {title}',
      message: '{who} {count, plural, one {ha inviato} other {hanno inviato}} un messaggio in {title}',
      group:
        '{who} {event, select, requested {{count, plural, one {ha chiesto} other {hanno chiesto}} di unirsi a} approved {{count, plural, one {ha approvato} other {hanno approvato}} la tua richiesta di unirti a} invited {{count, plural, one {ti ha invitato} other {ti hanno invitato}} a unirti a} post {{count, plural, one {ha pubblicato} other {hanno pubblicato}} in} other {{count, plural, one {ha agito} other {hanno agito}} in}} {title}',
      rfq: '{event, select, matched {Nuova richiesta di acquisto per {company}: {title}} accepted {L’acquirente ha accettato l’offerta di {company} per {title}} declined {L’acquirente ha rifiutato l’offerta di {company} per {title}} not_selected {L’acquirente ha scelto un’altra offerta per {title}; grazie per l’offerta di {company}} expired {La tua richiesta di acquisto {title} è scaduta} other {Novità sulla richiesta di acquisto {title}}}',
      'rfq.quote':
        '{who} {count, plural, one {ha fatto} other {hanno fatto}} un’offerta sulla tua richiesta di acquisto {title}',
      'rfq.yourBusiness': 'la tua azienda',
      'digest.subject':
        'Il tuo riepilogo di {siteName}: {count, plural, one {# nuova notifica} other {# nuove notifiche}}',
      'many.subject': '{count} nuove notifiche su {siteName}',
      body: 'Ciao {firstName},\n\n{lines}\n\nVedile tutte: {link}\n\nScegli quali notifiche ricevere per e-mail nelle impostazioni del tuo profilo su {siteName}.\n',
    },
    zh: {
      quoted: '“{title}”',
      search: '您保存的搜索 {title} 有新结果',
      membership:
        '{title} {event, select, activated {的会员已生效} reminder {的会员即将到期} expired {的会员已到期} other {有会员动态}}',
      someone: '有人',
      two: '{first} 和 {second}',
      more: '{first} 和另外 {others} 人',
      like: '{who} 赞了 {title}',
      follow: '{who} 关注了 {title}',
      comment: '{who} 评论了 {title}',
      reply: '{who} 回复了您的评论 {title}',
      inquiry: '{who} 向 {companyName} 发送了询盘：{title}',
      'inquiry.unnamed': '{who} 发送了询盘：{title}',
      message: '{who} 在 {title} 中发送了消息',
      group:
        '{who}{event, select, requested {申请加入} approved {批准了您加入的申请：} invited {邀请您加入} post {发布于} other {操作了}} {title}',
      rfq: '{event, select, matched {{company} 有新的采购需求：{title}} accepted {买家接受了 {company} 对 {title} 的报价} declined {买家拒绝了 {company} 对 {title} 的报价} not_selected {买家为 {title} 选择了其他报价；感谢 {company} 的报价} expired {您的采购需求 {title} 已过期} other {采购需求 {title} 有新动态}}',
      'rfq.quote': '{who} 对您的采购需求 {title} 报了价',
      'rfq.yourBusiness': '贵公司',
      'digest.subject': '您的 {siteName} 摘要：{count} 条新通知',
      'many.subject': '{siteName} 上有 {count} 条新通知',
      body: '{firstName}，您好：\n\n{lines}\n\n查看全部：{link}\n\n您可以在 {siteName} 的个人资料设置中选择哪些通知通过邮件发送。\n',
    },
  },
);

const actorName = (actor: NotificationActor) => actor.companyName ?? actor.name;

/** `describeNotification` in the recipient's language; names and titles stay as written. */
export function describeNotificationIn(
  locale: SiteLocale,
  { kind, object, actors, actorCount }: Pick<NotificationItem, 'kind' | 'object' | 'actors' | 'actorCount'>,
): string {
  const t = notificationMessages.in(locale);
  const title = ['business', 'product', 'group'].includes(object.type)
    ? object.title
    : t('quoted', { title: object.title });
  if (kind === 'search') return t('search', { title });
  if (kind === 'rfq' && object.event !== 'quote')
    return t('rfq', {
      event: (object.event ?? '').replace('-', '_'),
      company: object.companyName ?? t('rfq.yourBusiness'),
      title,
    });
  if (kind === 'membership') return t('membership', { event: object.event ?? '', title });
  const [first, second] = actors;
  const pair = second && actorCount === 2;
  // How many people the sentence names, for the verb's agreement in Spanish and Italian.
  const count = first ? Math.max(actorCount, 1) : 1;
  const others = actorCount - (pair ? 2 : 1);
  const who = !first
    ? t('someone')
    : pair
      ? t('two', { first: actorName(first), second: actorName(second) })
      : others > 0
        ? t('more', { first: actorName(first), others })
        : actorName(first);
  if (kind === 'inquiry')
    return object.companyName
      ? t('inquiry', { who, count, companyName: object.companyName, title })
      : t('inquiry.unnamed', { who, count, title });
  if (kind === 'group') return t('group', { who, count, event: object.event ?? '', title });
  if (kind === 'rfq') return t('rfq.quote', { who, count, title });
  return t(kind, { who, count, title });
}
