import { MESSAGE_TEXTS } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';

/** The messages module's error texts: inquiries, conversations and their attachments. */
export const messageErrors = defineMessages(
  {
    threadGone: 'This conversation does not exist or you cannot see it.',
    missingFields: `{field}: ${MESSAGE_TEXTS.missingFields}.`,
    sendAs: 'from: you can only send as yourself or as a business you belong to.',
    ownBusiness: MESSAGE_TEXTS.ownBusiness,
    rateLimited: `${MESSAGE_TEXTS.rateLimited} The limit is {perHour} an hour and {perDay} a day.`,
    noInbox: 'There is no inbox of yours with that id.',
    chatEnded: MESSAGE_TEXTS.chatEnded,
    fileGone: 'This file does not exist or its link has expired.',
    uploadGone: 'attachments: this upload does not exist or has expired.',
    notReceived: 'attachments: the file has not been received; upload it first.',
    tooLarge: 'attachments: the file is larger than 10 MB.',
    wrongType: 'attachments: only images (JPEG, PNG, WebP, GIF) and PDF files can be sent.',
    tooMany: 'Too many attachments in progress: send or wait for the ones you started, then try again.',
  },
  {
    es: {
      threadGone: 'Esta conversación no existe o no tiene acceso a ella.',
      missingFields: '{field}: debe rellenar todos los campos del formulario.',
      sendAs: 'from: solo puede enviar en su propio nombre o en el de una empresa a la que pertenece.',
      ownBusiness: 'No puede enviar una solicitud a una empresa a la que pertenece.',
      rateLimited:
        'Ha enviado demasiadas solicitudes; espere antes de enviar más. El límite es de {perHour} por hora y {perDay} al día.',
      noInbox: 'No tiene ninguna bandeja de entrada con ese id.',
      chatEnded: 'Esta conversación ha finalizado',
      fileGone: 'Este archivo no existe o su enlace ha caducado.',
      uploadGone: 'attachments: esta carga no existe o ha caducado.',
      notReceived: 'attachments: no se ha recibido el archivo; súbalo primero.',
      tooLarge: 'attachments: el archivo supera los 10 MB.',
      wrongType: 'attachments: solo se pueden enviar imágenes (JPEG, PNG, WebP, GIF) y archivos PDF.',
      tooMany:
        'Demasiados archivos adjuntos en curso: envíe los que empezó o espere a que finalicen, y vuelva a intentarlo.',
    },
    it: {
      threadGone: 'Questa conversazione non esiste o non hai accesso.',
      missingFields: '{field}: devi compilare tutti i campi del modulo.',
      sendAs: 'from: puoi inviare solo a tuo nome o a nome di un’azienda di cui fai parte.',
      ownBusiness: 'Non puoi inviare una richiesta a un’azienda di cui fai parte.',
      rateLimited:
        'Hai inviato troppe richieste; attendi prima di inviarne altre. Il limite è di {perHour} all’ora e {perDay} al giorno.',
      noInbox: 'Non hai nessuna casella di posta con questo id.',
      chatEnded: 'Questa conversazione è terminata',
      fileGone: 'Questo file non esiste o il suo link è scaduto.',
      uploadGone: 'attachments: questo caricamento non esiste o è scaduto.',
      notReceived: 'attachments: il file non è stato ricevuto; caricalo prima.',
      tooLarge: 'attachments: il file supera i 10 MB.',
      wrongType: 'attachments: si possono inviare solo immagini (JPEG, PNG, WebP, GIF) e file PDF.',
      tooMany: 'Troppi allegati in corso: invia quelli che hai avviato o attendi che finiscano, poi riprova.',
    },
    zh: {
      threadGone: '该对话不存在，或您无权查看。',
      missingFields: '{field}：请填写表单的所有字段。',
      sendAs: 'from：您只能以自己或您所属企业的名义发送。',
      ownBusiness: '您不能向自己所属的企业发送询盘。',
      rateLimited: '您发送的询盘过多，请稍后再发送。上限为每小时 {perHour} 条、每天 {perDay} 条。',
      noInbox: '您没有该 ID 对应的收件箱。',
      chatEnded: '此对话已结束',
      fileGone: '该文件不存在或其链接已过期。',
      uploadGone: 'attachments：此上传不存在或已过期。',
      notReceived: 'attachments：尚未收到文件；请先上传。',
      tooLarge: 'attachments：文件超过 10 MB。',
      wrongType: 'attachments：只能发送图片（JPEG、PNG、WebP、GIF）和 PDF 文件。',
      tooMany: '进行中的附件过多：请先发送或等待已开始的附件，然后重试。',
    },
  },
);
