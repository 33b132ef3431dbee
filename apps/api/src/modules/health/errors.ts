import { defineMessages } from '@tradeforge/i18n';

/** The readiness check's answer while the instance is not ready. */
export const healthErrors = defineMessages(
  { indexesLoading: 'The search indexes are loading.', stopping: 'This server is stopping.' },
  {
    es: {
      indexesLoading: 'Los índices de búsqueda se están cargando.',
      stopping: 'Este servidor se está deteniendo.',
    },
    it: {
      indexesLoading: 'Gli indici di ricerca si stanno caricando.',
      stopping: 'Questo server si sta arrestando.',
    },
    zh: { indexesLoading: '搜索索引正在加载。', stopping: '此服务器正在停止。' },
  },
);
