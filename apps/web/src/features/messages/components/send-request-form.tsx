import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INQUIRY_SUBJECTS,
  MESSAGE_MAX_LENGTH,
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

const FIELD_ERRORS: Record<keyof InquiryFormValues, MessageDescriptor> = {
  subject: msg`Choose a subject.`,
  otherSubject: msg`Write the subject.`,
  message: msg`Write your message.`,
  from: msg`Choose who sends the request.`,
};

/** The preset subjects as the page's language shows them; the English one is what is sent. */
const SUBJECT_LABELS: Record<(typeof INQUIRY_SUBJECTS)[number], MessageDescriptor> = {
  'Looking for a qualified manufacturer industry': msg`Looking for a qualified manufacturer industry`,
  'Looking for a private label products manufacturer': msg`Looking for a private label products manufacturer`,
  'Would like to become exclusive distributor in my country': msg`Would like to become exclusive distributor in my country`,
  'Looking to become worldwide distributor': msg`Looking to become worldwide distributor`,
  'Would like to receive a full price list': msg`Would like to receive a full price list`,
  'Would like to receive the discount policy': msg`Would like to receive the discount policy`,
  Other: msg`Other`,
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
  const { t, i18n } = useLingui();
  const fieldError = (field: keyof InquiryFormValues) => i18n._(FIELD_ERRORS[field]);
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
  const missing = () => toast.error(t`You have to fill all the form fields`);

  const submit = handleSubmit(async (values) => {
    if (values.subject === 'Other' && !values.otherSubject.trim()) {
      setError('otherSubject', { message: fieldError('otherSubject') });
      return missing();
    }
    try {
      const thread = await send.mutateAsync(toInquiry(businessID, values, attachments.tokens));
      toast.success(t`Inquiry sent successfully`);
      attachments.clear();
      onSent(thread);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Array.isArray(error.details)) {
        for (const detail of error.details as { path?: string }[]) {
          const field = detail.path?.replace(/^\//, '');
          if (field === 'subject' || field === 'message') setError(field, { message: fieldError(field) });
        }
      }
      toast.error(
        error instanceof ApiError ? error.message : t`The request could not be sent. Please try again.`,
      );
    }
  }, missing);

  const busy = send.isPending || attachments.uploading;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t`Send request`}>
      {senders.length > 0 && (
        <Field label={t`Send as`} error={errors.from && fieldError('from')}>
          {(props) => (
            <select {...props} {...register('from')} className={inputClass}>
              <option value="">{t`Myself`}</option>
              {senders.map((sender) => (
                <option key={sender.id} value={sender.id}>
                  {sender.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t`Subject`} error={errors.subject && fieldError('subject')}>
        {(props) => (
          <select {...props} {...register('subject')} className={inputClass}>
            <option value="">{t`Select a subject`}</option>
            {INQUIRY_SUBJECTS.map((option) => (
              <option key={option} value={option}>
                {i18n._(SUBJECT_LABELS[option])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {subject === 'Other' && (
        <Field label={t`Your subject`} error={errors.otherSubject && fieldError('otherSubject')}>
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
        label={t`Message`}
        hint={`${message.length}/${MESSAGE_MAX_LENGTH}`}
        error={errors.message && fieldError('message')}
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
          <span>
            <Trans>Images or PDF, up to 10 MB each (optional)</Trans>
          </span>
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
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send Request</Trans>}
        </button>
      </div>
    </form>
  );
}
