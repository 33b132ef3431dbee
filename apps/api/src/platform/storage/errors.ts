import { UPLOAD_MESSAGES } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';

/** The image encoder's error texts. */
export const imageErrors = defineMessages(
  {
    notAnImage: UPLOAD_MESSAGES.notAnImage,
    unreadable: `${UPLOAD_MESSAGES.notAnImage} It could not be read.`,
  },
  {
    es: {
      notAnImage: 'El archivo no es una imagen JPEG, PNG, WebP o GIF.',
      unreadable: 'El archivo no es una imagen JPEG, PNG, WebP o GIF. No se pudo leer.',
    },
    it: {
      notAnImage: 'Il file non è un’immagine JPEG, PNG, WebP o GIF.',
      unreadable: 'Il file non è un’immagine JPEG, PNG, WebP o GIF. Non è stato possibile leggerlo.',
    },
    zh: {
      notAnImage: '该文件不是 JPEG、PNG、WebP 或 GIF 图片。',
      unreadable: '该文件不是 JPEG、PNG、WebP 或 GIF 图片，无法读取。',
    },
  },
);
