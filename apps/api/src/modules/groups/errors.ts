import { defineMessages } from '@tradeforge/i18n';

/** The groups module's error texts. */
export const groupErrors = defineMessages(
  {
    gone: 'This group does not exist or was removed.',
    notReadable: 'Only members of this private group see its posts and members.',
    moderatorsOnly: 'Only the owner and admins of this group can do that.',
    ownerOnly: 'Only the owner of this group can do that.',
    banned: 'You cannot join this group.',
    notMember: 'Only members of this group can do that.',
    muted: 'An admin of this group muted you: you can read it but not post.',
    noSuchMember: 'That person is not in this group in that state.',
    ownerTarget: 'The owner of a group cannot be removed, muted or demoted: they hand the group over first.',
    handOver: 'Hand the group over to another member before you leave it.',
    limit:
      'You own {owned} groups, the most your {tier} membership allows. Upgrade a business you belong to for more.',
    industry: 'industryId: there is no industry with that id.',
    name: 'name: give the group a name.',
    tooManyRequests:
      'You have {max} requests to join groups waiting; wait for an answer before asking again.',
    tooManyInvitations: 'You have sent the most invitations allowed in a day; try again tomorrow.',
    notBusinessManager: 'businessID: you add the members of a business you own or administer.',
    linkInvalid: 'This invitation link is not valid for your account, or has expired.',
    nothingToRefuse: 'You have no invitation to or request for this group.',
  },
  {
    es: {
      gone: 'Este grupo no existe o fue eliminado.',
      notReadable: 'Solo los miembros de este grupo privado ven sus publicaciones y miembros.',
      moderatorsOnly: 'Solo el propietario y los administradores de este grupo pueden hacerlo.',
      ownerOnly: 'Solo el propietario de este grupo puede hacerlo.',
      banned: 'No puede unirse a este grupo.',
      notMember: 'Solo los miembros de este grupo pueden hacerlo.',
      muted: 'Un administrador de este grupo le silenció: puede leerlo, pero no publicar.',
      noSuchMember: 'Esa persona no está en este grupo en ese estado.',
      ownerTarget:
        'El propietario de un grupo no puede ser eliminado, silenciado ni degradado: primero cede el grupo.',
      handOver: 'Ceda el grupo a otro miembro antes de abandonarlo.',
      limit:
        'Es propietario de {owned} grupos, el máximo que permite su membresía {tier}. Mejore una empresa a la que pertenezca para tener más.',
      industry: 'industryId: no existe ninguna industria con ese id.',
      name: 'name: dé un nombre al grupo.',
      tooManyRequests:
        'Tiene {max} solicitudes para unirse a grupos pendientes; espere una respuesta antes de pedir otra.',
      tooManyInvitations: 'Ha enviado el máximo de invitaciones permitido en un día; inténtelo mañana.',
      notBusinessManager: 'businessID: se añaden los miembros de una empresa que usted posee o administra.',
      linkInvalid: 'Este enlace de invitación no es válido para su cuenta o ha caducado.',
      nothingToRefuse: 'No tiene ninguna invitación ni solicitud para este grupo.',
    },
    it: {
      gone: 'Questo gruppo non esiste o è stato rimosso.',
      notReadable: 'Solo i membri di questo gruppo privato ne vedono i post e i membri.',
      moderatorsOnly: 'Solo il proprietario e gli amministratori di questo gruppo possono farlo.',
      ownerOnly: 'Solo il proprietario di questo gruppo può farlo.',
      banned: 'Non puoi unirti a questo gruppo.',
      notMember: 'Solo i membri di questo gruppo possono farlo.',
      muted: 'Un amministratore di questo gruppo ti ha silenziato: puoi leggerlo ma non pubblicare.',
      noSuchMember: 'Questa persona non è in questo gruppo in questo stato.',
      ownerTarget:
        'Il proprietario di un gruppo non può essere rimosso, silenziato o retrocesso: prima cede il gruppo.',
      handOver: 'Cedi il gruppo a un altro membro prima di lasciarlo.',
      limit:
        'Sei proprietario di {owned} gruppi, il massimo che la tua iscrizione {tier} consente. Passa a un piano superiore un’azienda di cui fai parte per averne di più.',
      industry: 'industryId: non esiste nessun settore con questo id.',
      name: 'name: dai un nome al gruppo.',
      tooManyRequests:
        'Hai {max} richieste di adesione a gruppi in attesa; aspetta una risposta prima di chiederne altre.',
      tooManyInvitations: 'Hai inviato il numero massimo di inviti consentito in un giorno; riprova domani.',
      notBusinessManager:
        'businessID: si aggiungono i membri di un’azienda di cui sei proprietario o amministratore.',
      linkInvalid: 'Questo link di invito non è valido per il tuo account o è scaduto.',
      nothingToRefuse: 'Non hai inviti né richieste per questo gruppo.',
    },
    zh: {
      gone: '该群组不存在或已被删除。',
      notReadable: '只有该私密群组的成员才能查看其动态和成员。',
      moderatorsOnly: '只有该群组的所有者和管理员可以执行此操作。',
      ownerOnly: '只有该群组的所有者可以执行此操作。',
      banned: '您无法加入该群组。',
      notMember: '只有该群组的成员可以执行此操作。',
      muted: '该群组的管理员已将您禁言：您可以阅读，但不能发布。',
      noSuchMember: '此人不在该群组中，或不处于该状态。',
      ownerTarget: '群组所有者不能被移除、禁言或降级：需先转让群组。',
      handOver: '请先将群组转让给其他成员，再退出。',
      limit: '您已拥有 {owned} 个群组，已达到 {tier} 会员的上限。升级您所属的企业即可拥有更多。',
      industry: 'industryId：没有该 ID 对应的行业。',
      name: 'name：请为群组命名。',
      tooManyRequests: '您有 {max} 个加入群组的申请正在等待；请等待答复后再申请。',
      tooManyInvitations: '您今天发送的邀请已达上限；请明天再试。',
      notBusinessManager: 'businessID：只能添加您拥有或管理的企业的成员。',
      linkInvalid: '此邀请链接对您的账户无效或已过期。',
      nothingToRefuse: '您没有该群组的邀请或申请。',
    },
  },
);
