import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EnquiryReplyBody, type OperatorEnquiry } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { schemaResolver } from '@/lib/form-resolver';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useHandleEnquiry } from '../api/handle-enquiry';
import { PagedList, StatusFilter } from './paged-list';

const replyResolver = (i18n: I18n) =>
  schemaResolver<EnquiryReplyBody>(
    EnquiryReplyBody,
    { subject: msg`Enter a subject.`, message: msg`Write the answer.` },
    { i18n },
  );

function ReplyForm({ enquiry, onDone }: { enquiry: OperatorEnquiry; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const resolver = useMemo(() => replyResolver(i18n), [i18n]);
  const handle = useHandleEnquiry(enquiry.enquiryID);
  // The subject the answer's mail starts with, in the operator's language (they may change it).
  const { register, handleSubmit, formState } = useForm<EnquiryReplyBody>({
    defaultValues: { subject: t`Your enquiry`, message: '' },
    resolver,
  });
  const email = enquiry.email;
  const submit = handleSubmit((values) =>
    handle.mutateAsync(values).then(
      () => {
        toast.success(t`Answer sent to ${email}.`);
        onDone();
      },
      (error: Error) => toast.error(errorText(error, i18n)),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3">
      <Field label={t`Subject`} error={formState.errors.subject?.message}>
        {(props) => <input {...props} className={inputClass} {...register('subject')} />}
      </Field>
      <Field label={t`Answer`} error={formState.errors.message?.message}>
        {(props) => <textarea {...props} rows={5} className={inputClass} {...register('message')} />}
      </Field>
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={handle.isPending}>
        <Trans>Send answer</Trans>
      </button>
    </form>
  );
}

function EnquiryItem({ enquiry }: { enquiry: OperatorEnquiry }) {
  const { i18n } = useLingui();
  const id = useId();
  const buyProducts = enquiry.buyProducts.join(', ');
  const sellProducts = enquiry.sellProducts.join(', ');
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
          {' · '}
          {enquiry.handledAt ? <Trans>Handled</Trans> : <Trans>Open</Trans>}
          {enquiry.repliedAt && (
            <>
              {' · '}
              <Trans>Answered</Trans>
            </>
          )}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {enquiry.email} · {enquiry.companyPhone}
      </p>
      {enquiry.buyProducts.length > 0 && (
        <p className="text-sm">
          <Trans>Wants to buy: {buyProducts}</Trans>
        </p>
      )}
      {enquiry.sellProducts.length > 0 && (
        <p className="text-sm">
          <Trans>Wants to sell: {sellProducts}</Trans>
        </p>
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
            onClick={() =>
              handle.mutate(undefined, { onError: (error) => toast.error(errorText(error, i18n)) })
            }
          >
            <Trans>Mark handled</Trans>
          </button>
        )}
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-expanded={replying}
          onClick={() => setReplying(!replying)}
        >
          <Trans>Reply by mail</Trans>
        </button>
      </div>
      {replying && <ReplyForm enquiry={enquiry} onDone={() => setReplying(false)} />}
    </article>
  );
}

/** Need-help enquiries: open ones first by default; handled ones on demand. */
export function EnquiriesList() {
  const { t } = useLingui();
  const [handled, setHandled] = useState('false');
  return (
    <PagedList<OperatorEnquiry>
      list="enquiries"
      title={t`Need-help enquiries`}
      searchLabel={t`Name, business or e-mail`}
      empty={t`No enquiry here.`}
      filters={handled === 'all' ? {} : { handled }}
      toolbar={
        <StatusFilter
          value={handled}
          onChange={setHandled}
          options={[
            ['false', t`Open`],
            ['true', t`Handled`],
          ]}
        />
      }
      itemKey={(enquiry) => enquiry.enquiryID}
      renderItem={(enquiry) => <EnquiryItem enquiry={enquiry} />}
    />
  );
}
