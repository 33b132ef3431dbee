import { useMutation } from '@tanstack/react-query';
import type { NeedHelpEnquiry, NeedHelpReceipt } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** What the form holds: every field as text, as inputs and selects give it. */
export type NeedHelpFormValues = { [K in keyof NeedHelpEnquiry]-?: string };

/** Untouched fields are empty strings: they are left out, and the job position id travels as a number. */
export function toEnquiry(values: NeedHelpFormValues): NeedHelpEnquiry {
  const entries = Object.entries(values)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  const enquiry = Object.fromEntries(entries) as Record<string, string | number>;
  if (typeof enquiry.jobPosition === 'string') enquiry.jobPosition = Number(enquiry.jobPosition);
  return enquiry as unknown as NeedHelpEnquiry;
}

export const sendNeedHelp = (values: NeedHelpFormValues) =>
  apiRequest<NeedHelpReceipt>('/needhelp/send', { method: 'POST', body: toEnquiry(values) });

export const useSendNeedHelp = () => useMutation({ mutationFn: sendNeedHelp });
