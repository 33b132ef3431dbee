import { useMutation } from '@tanstack/react-query';
import type { DataExportLink } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /user/data-exports/{id}/link: a signed download link, valid 10 minutes, for the export's owner. */
export const getExportLink = (exportId: string) =>
  apiRequest<DataExportLink>(`/user/data-exports/${encodeURIComponent(exportId)}/link`, { method: 'POST' });

export const useExportLink = () => useMutation({ mutationFn: getExportLink });
