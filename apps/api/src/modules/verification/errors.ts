import { defineMessages } from '@tradeforge/i18n';

/** The verification module's error texts: requests for the verified badge and their documents. */
export const verificationErrors = defineMessages(
  {
    paidOnly:
      'Verification comes with a paid membership ({plans}): upgrade this business from its Membership page, then send your documents.',
    requestGone: 'This verification request does not exist.',
    alreadyDecided: 'This request was already {status}.',
    alreadyVerified: 'This business is verified already.',
    pending: 'A verification request of this business is waiting for an operator.',
    documentGone: 'This document does not exist.',
    noBadge: 'This business has no verified badge.',
    uploadGone: 'A document upload does not exist or has expired.',
    notReceived: 'A document has not been received; upload it first.',
    tooLarge: 'A document is larger than 10 MB.',
    wrongType: 'Documents must be PDF files or images (JPEG, PNG, WebP).',
    tooMany: 'Too many uploads in progress: finish one first.',
  },
  {
    es: {
      paidOnly:
        'La verificación se incluye con una membresía de pago ({plans}): mejore la membresía de esta empresa desde su página Membresía y, después, envíe sus documentos.',
      requestGone: 'Esta solicitud de verificación no existe.',
      alreadyDecided:
        '{status, select, approved {Esta solicitud ya fue aprobada.} refused {Esta solicitud ya fue rechazada.} other {Esta solicitud ya fue resuelta.}}',
      alreadyVerified: 'Esta empresa ya está verificada.',
      pending: 'Una solicitud de verificación de esta empresa está pendiente de revisión por un operador.',
      documentGone: 'Este documento no existe.',
      noBadge: 'Esta empresa no tiene la insignia de verificación.',
      uploadGone: 'La carga de un documento no existe o ha caducado.',
      notReceived: 'No se ha recibido un documento; súbalo primero.',
      tooLarge: 'Un documento supera los 10 MB.',
      wrongType: 'Los documentos deben ser archivos PDF o imágenes (JPEG, PNG, WebP).',
      tooMany: 'Demasiadas cargas en curso: termine una primero.',
    },
    it: {
      paidOnly:
        'La verifica è inclusa in un abbonamento a pagamento ({plans}): passa a un abbonamento superiore dalla pagina Abbonamento di questa azienda, poi invia i tuoi documenti.',
      requestGone: 'Questa richiesta di verifica non esiste.',
      alreadyDecided:
        '{status, select, approved {Questa richiesta è già stata approvata.} refused {Questa richiesta è già stata rifiutata.} other {Questa richiesta è già stata gestita.}}',
      alreadyVerified: 'Questa azienda è già verificata.',
      pending: 'Una richiesta di verifica di questa azienda è in attesa di un operatore.',
      documentGone: 'Questo documento non esiste.',
      noBadge: 'Questa azienda non ha il badge di verifica.',
      uploadGone: 'Il caricamento di un documento non esiste o è scaduto.',
      notReceived: 'Un documento non è stato ricevuto; caricalo prima.',
      tooLarge: 'Un documento supera i 10 MB.',
      wrongType: 'I documenti devono essere file PDF o immagini (JPEG, PNG, WebP).',
      tooMany: 'Troppi caricamenti in corso: completane prima uno.',
    },
    zh: {
      paidOnly: '企业认证包含在付费会员（{plans}）中：请先在该企业的会员页面升级，然后提交您的文件。',
      requestGone: '该认证申请不存在。',
      alreadyDecided:
        '{status, select, approved {该申请已被批准。} refused {该申请已被拒绝。} other {该申请已处理。}}',
      alreadyVerified: '该企业已通过认证。',
      pending: '该企业有一份认证申请正在等待运营人员审核。',
      documentGone: '该文件不存在。',
      noBadge: '该企业没有认证徽章。',
      uploadGone: '某个文件的上传不存在或已过期。',
      notReceived: '尚未收到某个文件；请先上传。',
      tooLarge: '某个文件超过 10 MB。',
      wrongType: '文件必须是 PDF 或图片（JPEG、PNG、WebP）。',
      tooMany: '进行中的上传过多：请先完成其中一个。',
    },
  },
);
