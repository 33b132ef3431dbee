import { UPLOAD_MESSAGES } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';

/** The uploads' error texts: signed-post grants and profile, cover and product photos. */
export const uploadErrors = defineMessages(
  {
    uploadGone: 'This upload does not exist or has expired.',
    notReceived: 'The file has not been received; upload it first.',
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    tooManyPhotos: 'Too many uploads in progress: finish or wait for the ones you started, then try again.',
  },
  {
    es: {
      uploadGone: 'Esta carga no existe o ha caducado.',
      notReceived: 'No se ha recibido el archivo; súbalo primero.',
      tooLarge: 'El archivo supera los 5 MB.',
      tooManyPhotos:
        'Demasiadas cargas en curso: termine las que empezó o espere a que finalicen, y vuelva a intentarlo.',
    },
    it: {
      uploadGone: 'Questo caricamento non esiste o è scaduto.',
      notReceived: 'Il file non è stato ricevuto; caricalo prima.',
      tooLarge: 'Il file supera i 5 MB.',
      tooManyPhotos:
        'Troppi caricamenti in corso: completa quelli che hai avviato o attendi che finiscano, poi riprova.',
    },
    zh: {
      uploadGone: '此上传不存在或已过期。',
      notReceived: '尚未收到文件；请先上传。',
      tooLarge: '文件大小超过 5 MB。',
      tooManyPhotos: '进行中的上传过多：请先完成或等待已开始的上传，然后重试。',
    },
  },
);
