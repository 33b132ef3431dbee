import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EnquiryReplyBody, type OperatorEnquiry } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { schemaResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useHandleEnquiry } from '../api/handle-enquiry';
import { PagedList, StatusFilter } from './paged-list';

const resolver = schemaResolver<EnquiryReplyBody>(EnquiryReplyBody, {
  subject: 'Enter a subject.',
  message: 'Write the answer.',
});

function ReplyForm({ enquiry, onDone }: { enquiry: OperatorEnquiry; onDone: () => void }) {
  const handle = useHandleEnquiry(enquiry.enquiryID);
  const { register, handleSubmit, formState } = useForm<EnquiryReplyBody>({
    defaultValues: { subject: 'Your enquiry', message: '' },
    resolver,
  });
  const submit = handleSubmit((values) =>
    handle.mutateAsync(values).then(
      () => {
        toast.success(`Answer sent to ${enquiry.email}.`);
        onDone();
      },
      (error: Error) => toast.error(error.message),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3">
      <Field label="Subject" error={formState.errors.subject?.message}>
        {(props) => <input {...props} className={inputClass} {...register('subject')} />}
      </Field>
      <Field label="Answer" error={formState.errors.message?.message}>
        {(props) => <textarea {...props} rows={5} className={inputClass} {...register('message')} />}
      </Field>
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={handle.isPending}>
        Send answer
      </button>
    </form>
  );
}

function EnquiryItem({ enquiry }: { enquiry: OperatorEnquiry }) {
  const id = useId();
  const [replying, setReplying] = useState(false);
  const handle = useHandleEnquiry(enquiry.enquiryID);
  return (
    <article aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold text-slate-900">
          {enquiry.name}
          {enquiry.businessName && (
            <span className="font-normal text-slate-600"> · {enquiry.businessName}</span>
          )}
        </h3>
        <p className="text-sm text-slate-600">
          {enquiry.createdAt.slice(0, 10)}
          {enquiry.handledAt ? ' · Handled' : ' · Open'}
          {enquiry.repliedAt && ' · Answered'}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {enquiry.email} · {enquiry.companyPhone}
      </p>
      {enquiry.buyProducts.length > 0 && (
        <p className="text-sm">Wants to buy: {enquiry.buyProducts.join(', ')}</p>
      )}
      {enquiry.sellProducts.length > 0 && (
        <p className="text-sm">Wants to sell: {enquiry.sellProducts.join(', ')}</p>
      )}
      {enquiry.moreInfo && (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{enquiry.moreInfo}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {!enquiry.handledAt && (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={handle.isPending}
            onClick={() => handle.mutate(undefined, { onError: (error) => toast.error(error.message) })}
          >
            Mark handled
          </button>
        )}
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-expanded={replying}
          onClick={() => setReplying(!replying)}
        >
          Reply by mail
        </button>
      </div>
      {replying && <ReplyForm enquiry={enquiry} onDone={() => setReplying(false)} />}
    </article>
  );
}

/** Need-help enquiries: open ones first by default; handled ones on demand. */
export function EnquiriesList() {
  const [handled, setHandled] = useState('false');
  return (
    <PagedList<OperatorEnquiry>
      list="enquiries"
      title="Need-help enquiries"
      searchLabel="Name, business or e-mail"
      empty="No enquiry here."
      filters={handled === 'all' ? {} : { handled }}
      toolbar={
        <StatusFilter
          value={handled}
          onChange={setHandled}
          options={[
            ['false', 'Open'],
            ['true', 'Handled'],
          ]}
        />
      }
      itemKey={(enquiry) => enquiry.enquiryID}
      renderItem={(enquiry) => <EnquiryItem enquiry={enquiry} />}
    />
  );
}
