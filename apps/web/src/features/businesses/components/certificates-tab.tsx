import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Controller, useForm } from 'react-hook-form';
import { CertificateBody, type BusinessProfile } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { uploadBusinessImage } from '@/lib/business-upload';
import { bodyResolver } from '@/lib/form-resolver';
import { ApiError } from '@/lib/http';
import { useAddCertificate } from '../api/add-certificate';
import { useDeleteCertificate } from '../api/delete-certificate';
import { ImagePicker } from '@/components/ui/image-picker';
import { FAILED, SAVED } from './business-labels';
import { TextControl } from '@/components/ui/form-controls';
import { str, Wide } from './edit-tab-kit';

interface CertificateValues {
  name: string;
  issueDate: string;
  expireDate: string;
  photo: File | null;
}

const EMPTY_CERTIFICATE: CertificateValues = { name: '', issueDate: '', expireDate: '', photo: null };

/** The certificate's body without its photo, which is uploaded only when it is sent. */
const toBody = (v: CertificateValues): CertificateBody => ({
  name: v.name.trim(),
  issueDate: str(v.issueDate),
  expireDate: str(v.expireDate),
});

const resolver = bodyResolver<CertificateValues, CertificateBody>(CertificateBody, toBody);

export function CertificatesTab({ business }: { business: BusinessProfile }) {
  const add = useAddCertificate(business.businessID);
  const remove = useDeleteCertificate(business.businessID);
  const { t, i18n } = useLingui();
  const { control, handleSubmit, reset, setError, formState } = useForm<CertificateValues>({
    defaultValues: EMPTY_CERTIFICATE,
    resolver,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({
        ...toBody(values),
        photo: values.photo ? await uploadBusinessImage(values.photo) : undefined,
      });
      toast.success(i18n._(SAVED));
      reset(EMPTY_CERTIFICATE);
    } catch (failure) {
      setError('root.server', { message: failure instanceof ApiError ? failure.message : i18n._(FAILED) });
      toast.error(i18n._(FAILED));
    }
  });
  return (
    <div className="space-y-6">
      <form
        noValidate
        className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6"
        onSubmit={submit}
      >
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">
          <Trans>Add a certificate</Trans>
        </h2>
        {formState.errors.root?.server && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {formState.errors.root.server.message}
          </p>
        )}
        <Wide>
          <TextControl control={control} name="name" label={t`Certificate name`} required />
        </Wide>
        <TextControl control={control} name="issueDate" label={t`Issue date`} type="date" />
        <TextControl control={control} name="expireDate" label={t`Expiry date`} type="date" />
        <Wide>
          <Controller
            control={control}
            name="photo"
            render={({ field }) => (
              <ImagePicker
                label={t`Certificate photo`}
                shape="cover"
                file={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </Wide>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary')}>
            {formState.isSubmitting ? <Trans>Saving…</Trans> : <Trans>Add certificate</Trans>}
          </button>
        </div>
      </form>
      {business.certificates.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No certificates yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {business.certificates.map((certificate) => {
            const name = certificate.name;
            return (
              <li
                key={certificate.id}
                className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
              >
                {certificate.photo && (
                  <img src={certificate.photo.url} alt="" className="size-16 rounded object-cover" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{certificate.name}</p>
                  <p className="text-xs text-slate-600">
                    {[certificate.issueDate, certificate.expireDate].filter(Boolean).join(' – ')}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(certificate.id, {
                      onSuccess: () => toast.success(i18n._(SAVED)),
                      onError: (failure) => toast.error(failure.message || i18n._(FAILED)),
                    })
                  }
                  className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden className="size-4" />
                  <span className="sr-only">
                    <Trans>Delete certificate {name}</Trans>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
