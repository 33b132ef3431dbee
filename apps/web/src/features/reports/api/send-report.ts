import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /reports: one open report per object and reporter (a second is a 409 that says so). */
export const sendReport = (body: ReportBody) =>
  apiRequest<{ reportID: string }>('/reports', { method: 'POST', body });

export const useSendReport = () => useMutation({ mutationFn: sendReport });
