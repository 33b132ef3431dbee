import { defineMessages } from '@tradeforge/i18n';

/** The local storage driver's error texts (the signed-post target and file reads). */
export const fileErrors = defineMessages(
  {
    policyInvalid: 'The upload policy is missing, altered or expired.',
    policyUsed: 'This upload was already used or has expired; start a new one.',
    tooLarge: 'The file is larger than {size}.',
    empty: 'The file is empty.',
    noFile: 'No file was sent.',
    noSuchFile: 'No such file.',
  },
  {
    es: {
      policyInvalid: 'La política de carga falta, se modificó o ha caducado.',
      policyUsed: 'Esta carga ya se utilizó o ha caducado; inicie una nueva.',
      tooLarge: 'El archivo supera los {size}.',
      empty: 'El archivo está vacío.',
      noFile: 'No se envió ningún archivo.',
      noSuchFile: 'El archivo no existe.',
    },
    it: {
      policyInvalid: 'La policy di caricamento manca, è stata alterata o è scaduta.',
      policyUsed: 'Questo caricamento è già stato usato o è scaduto; avviane uno nuovo.',
      tooLarge: 'Il file supera {size}.',
      empty: 'Il file è vuoto.',
      noFile: 'Non è stato inviato alcun file.',
      noSuchFile: 'Il file non esiste.',
    },
    zh: {
      policyInvalid: '上传策略缺失、被篡改或已过期。',
      policyUsed: '此上传已被使用或已过期；请重新开始上传。',
      tooLarge: '文件大小超过 {size}。',
      empty: '文件为空。',
      noFile: '未发送任何文件。',
      noSuchFile: '文件不存在。',
    },
  },
);
