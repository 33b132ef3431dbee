import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { BusinessProfile } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { TextInput } from '@/components/ui/field';
import { uploadBusinessImage } from '@/lib/business-upload';
import { ApiError } from '@/lib/http';
import { useAddCertificate } from '../api/add-certificate';
import { useDeleteCertificate } from '../api/delete-certificate';
import { ImagePicker } from './image-picker';
import { SAVED, FAILED, str, Wide } from './edit-tab-kit';

export function CertificatesTab({ business }: { business: BusinessProfile }) {
  const add = useAddCertificate(business.businessID);
  const remove = useDeleteCertificate(business.businessID);
  const [name, setName] = useState('');
  const [issueDate, setIssueDate] = useState('');
  const [expireDate, setExpireDate] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <div className="space-y-6">
      <form
        className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setError('');
          void (async () => {
            try {
              await add.mutateAsync({
                name: name.trim(),
                issueDate: str(issueDate),
                expireDate: str(expireDate),
                photo: photo ? await uploadBusinessImage(photo) : undefined,
              });
              toast.success(SAVED);
              setName('');
              setIssueDate('');
              setExpireDate('');
              setPhoto(null);
            } catch (failure) {
              setError(failure instanceof ApiError ? failure.message : FAILED);
              toast.error(FAILED);
            } finally {
              setBusy(false);
            }
          })();
        }}
      >
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Add a certificate</h2>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {error}
          </p>
        )}
        <Wide>
          <TextInput label="Certificate name" value={name} onChange={setName} required />
        </Wide>
        <TextInput label="Issue date" type="date" value={issueDate} onChange={setIssueDate} />
        <TextInput label="Expiry date" type="date" value={expireDate} onChange={setExpireDate} />
        <Wide>
          <ImagePicker label="Certificate photo" shape="cover" file={photo} onChange={setPhoto} />
        </Wide>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? 'Saving…' : 'Add certificate'}
          </button>
        </div>
      </form>
      {business.certificates.length === 0 ? (
        <p className="text-sm text-slate-600">No certificates yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {business.certificates.map((certificate) => (
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
                    onSuccess: () => toast.success(SAVED),
                    onError: (failure) => toast.error(failure.message || FAILED),
                  })
                }
                className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">Delete certificate {certificate.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
