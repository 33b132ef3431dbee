import { defineMessages } from '@tradeforge/i18n';

/** The posts module's error texts. */
export const postErrors = defineMessages(
  {
    businessTimeline: 'businessID: posting as a business writes on its own timeline.',
    timelineType: 'timelineType: a post as a business has timelineType business.',
    ownTimeline: 'You can only post on your own timeline.',
    empty: 'content: write something before posting.',
    noTimeline: 'There is no user or business with that id.',
    removeForbidden: 'Only its author or a manager of its business can remove this post.',
    groupAsSelf: 'businessID: in a group you post as yourself.',
    groupNowPrivate: 'The group became private while you were posting. Post again.',
  },
  {
    es: {
      businessTimeline: 'businessID: al publicar como empresa, se publica en la cronología de esa empresa.',
      timelineType: 'timelineType: una publicación como empresa tiene timelineType business.',
      ownTimeline: 'Solo puede publicar en su propia cronología.',
      empty: 'content: escriba algo antes de publicar.',
      noTimeline: 'No existe ningún usuario ni ninguna empresa con ese id.',
      removeForbidden:
        'Solo su autor o un responsable de la empresa a la que pertenece puede eliminar esta publicación.',
      groupAsSelf: 'businessID: en un grupo se publica en nombre propio.',
      groupNowPrivate: 'El grupo pasó a ser privado mientras publicaba. Vuelva a publicar.',
    },
    it: {
      businessTimeline: 'businessID: pubblicando come azienda si scrive sulla bacheca dell’azienda stessa.',
      timelineType: 'timelineType: un post come azienda ha timelineType business.',
      ownTimeline: 'Puoi pubblicare solo sulla tua bacheca.',
      empty: 'content: scrivi qualcosa prima di pubblicare.',
      noTimeline: 'Non esiste nessun utente o azienda con questo id.',
      removeForbidden: 'Solo il suo autore o un responsabile della sua azienda può rimuovere questo post.',
      groupAsSelf: 'businessID: in un gruppo si pubblica a proprio nome.',
      groupNowPrivate: 'Il gruppo è diventato privato mentre pubblicavi. Pubblica di nuovo.',
    },
    zh: {
      businessTimeline: 'businessID：以企业身份发布时，内容会发布在该企业自己的时间线上。',
      timelineType: 'timelineType：以企业身份发布的动态，其 timelineType 为 business。',
      ownTimeline: '您只能在自己的时间线上发布。',
      empty: 'content：请先输入内容再发布。',
      noTimeline: '没有该 ID 对应的用户或企业。',
      removeForbidden: '只有作者或其所属企业的管理者才能删除此动态。',
      groupAsSelf: 'businessID：在群组中只能以个人身份发布。',
      groupNowPrivate: '您发布时该群组已变为私密群组。请重新发布。',
    },
  },
);
