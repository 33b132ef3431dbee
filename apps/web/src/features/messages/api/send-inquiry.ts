import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INQUIRY_SUBJECTS,
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  type SendInquiryBody,
  type ThreadSummary,
} from '@tradeforge/contracts';
import { Type, type Static } from 'typebox';
import { apiRequest } from '@/lib/http';
import { messageKeys } from './keys';

type InquirySubject = (typeof INQUIRY_SUBJECTS)[number];

/** The inquiry form: a preset subject (or free text for 'Other'), the message and who sends it ('' = me). */
export const InquiryFormSchema = Type.Object({
  // One of the presets; the form starts on '' ("Select a subject"), which this refuses.
  subject: Type.Unsafe<InquirySubject | ''>(Type.String({ enum: [...INQUIRY_SUBJECTS] })),
  otherSubject: Type.String({ maxLength: SUBJECT_MAX_LENGTH }),
  message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, pattern: '\\S' }),
  from: Type.String(),
});
export type InquiryFormValues = Static<typeof InquiryFormSchema>;

/** The body of POST /business/request; `from` is left out when I send as myself (spec part 2, section 5). */
export function toInquiry(to: string, values: InquiryFormValues, attachments: string[]): SendInquiryBody {
  const subject = values.subject === 'Other' ? values.otherSubject.trim() : values.subject;
  return {
    to,
    ...(values.from ? { from: values.from } : {}),
    subject,
    message: values.message.trim(),
    ...(attachments.length ? { attachments } : {}),
  };
}

/** POST /business/request: a new thread, answered as the sender sees it. */
export const sendInquiry = (body: SendInquiryBody) =>
  apiRequest<ThreadSummary>('/business/request', { method: 'POST', body });

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
