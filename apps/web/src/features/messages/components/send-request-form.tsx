import { typeboxResolver } from '@hookform/resolvers/typebox';
import {
  INQUIRY_SUBJECTS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  SUBJECT_MAX_LENGTH,
  type ThreadSummary,
} from '@tradeforge/contracts';
import { Loader2, Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { ApiError } from '@/lib/http';
import { InquiryFormSchema, toInquiry, useSendInquiry, type InquiryFormValues } from '../api/send-inquiry';
import { AttachButton, AttachmentChips, useAttachments } from './attachment-picker';

export interface SenderOption {
  id: string;
  name: string;
}

const FIELD_ERRORS: Record<keyof InquiryFormValues, string> = {
  subject: 'Choose a subject.',
  otherSubject: 'Write the subject.',
  message: 'Write your message.',
  from: 'Choose who sends the request.',
};

/**
 * The inquiry form (spec part 2, sections 2.11 and 5): a preset subject or free text for 'Other', a message of up
 * to 5,000 characters with a counter, and the sender: me or one of my businesses (then `from` is sent).
 */
export function SendRequestForm({
  businessID,
  senders,
  initialMessage = '',
  onSent,
}: {
  businessID: string;
  senders: SenderOption[];
  initialMessage?: string;
  onSent: (thread: ThreadSummary) => void;
}) {
  const { register, handleSubmit, control, setError, formState } = useForm<InquiryFormValues>({
    resolver: typeboxResolver(InquiryFormSchema),
    defaultValues: {
      subject: '',
      otherSubject: '',
      message: initialMessage,
      from: '',
    },
  });
  const errors = formState.errors;
  const send = useSendInquiry();
  const attachments = useAttachments();
  const subject = useWatch({ control, name: 'subject' });
  const message = useWatch({ control, name: 'message' });
  const missing = () => toast.error(MESSAGE_TEXTS.missingFields);

  const submit = handleSubmit(async (values) => {
    if (values.subject === 'Other' && !values.otherSubject.trim()) {
      setError('otherSubject', { message: FIELD_ERRORS.otherSubject });
      return missing();
    }
    try {
      const thread = await send.mutateAsync(toInquiry(businessID, values, attachments.tokens));
      toast.success(MESSAGE_TEXTS.sent);
      attachments.clear();
      onSent(thread);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Array.isArray(error.details)) {
        for (const detail of error.details as { path?: string }[]) {
          const field = detail.path?.replace(/^\//, '');
          if (field === 'subject' || field === 'message') setError(field, { message: FIELD_ERRORS[field] });
        }
      }
      toast.error(
        error instanceof ApiError ? error.message : 'The request could not be sent. Please try again.',
      );
    }
  }, missing);

  const busy = send.isPending || attachments.uploading;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Send request">
      {senders.length > 0 && (
        <Field label="Send as" error={errors.from && FIELD_ERRORS.from}>
          {(props) => (
            <select {...props} {...register('from')} className={inputClass}>
              <option value="">Myself</option>
              {senders.map((sender) => (
                <option key={sender.id} value={sender.id}>
                  {sender.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label="Subject" error={errors.subject && FIELD_ERRORS.subject}>
        {(props) => (
          <select {...props} {...register('subject')} className={inputClass}>
            <option value="">Select a subject</option>
            {INQUIRY_SUBJECTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
      {subject === 'Other' && (
        <Field label="Your subject" error={errors.otherSubject && FIELD_ERRORS.otherSubject}>
          {(props) => (
            <input
              {...props}
              {...register('otherSubject')}
              maxLength={SUBJECT_MAX_LENGTH}
              className={inputClass}
            />
          )}
        </Field>
      )}
      <Field
        label="Message"
        hint={`${message.length}/${MESSAGE_MAX_LENGTH}`}
        error={errors.message && FIELD_ERRORS.message}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('message')}
            rows={8}
            maxLength={MESSAGE_MAX_LENGTH}
            className={inputClass}
          />
        )}
      </Field>
      <div className="space-y-2">
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <AttachButton onFiles={attachments.add} disabled={send.isPending} />
          <span>Images or PDF, up to 10 MB each (optional)</span>
        </div>
        <AttachmentChips items={attachments.items} onRemove={attachments.remove} />
      </div>
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
          {send.isPending ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden className="size-4" />
          )}
          {send.isPending ? 'Sending…' : 'Send Request'}
        </button>
      </div>
    </form>
  );
}
