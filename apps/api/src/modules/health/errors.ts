import { defineMessages } from '@tradeforge/i18n';

/** The readiness check's answer while the instance is not ready. */
export const healthErrors = defineMessages(
  { indexesLoading: 'The search indexes are loading.' },
  {
    es: { indexesLoading: 'Los índices de búsqueda se están cargando.' },
    it: { indexesLoading: 'Gli indici di ricerca si stanno caricando.' },
    zh: { indexesLoading: '搜索索引正在加载。' },
  },
);
