import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { useUploadPhoto, type PhotoKind } from '../api/upload-photo';

const TEXT: Record<PhotoKind, { label: MessageDescriptor; success: MessageDescriptor }> = {
  'profile-photo': { label: msg`Profile picture`, success: msg`Profile picture successfully uploaded` },
  'cover-photo': { label: msg`Cover photo`, success: msg`Cover photo successfully uploaded` },
};

/** Picks an image and uploads it at once through the signed-post flow. */
export function PhotoUpload({ kind, currentUrl }: { kind: PhotoKind; currentUrl: string | undefined }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const upload = useUploadPhoto(kind);
  const text = TEXT[kind];
  return (
    // min-w-0 here and below: a file input's intrinsic width would otherwise push the card past a 375 px screen.
    <div className="flex min-w-0 items-center gap-4">
      {currentUrl ? (
        <img
          src={currentUrl}
          alt=""
          className={
            kind === 'profile-photo' ? 'size-16 rounded-full object-cover' : 'h-16 w-32 rounded object-cover'
          }
        />
      ) : (
        <div
          className={
            kind === 'profile-photo' ? 'size-16 rounded-full bg-slate-200' : 'h-16 w-32 rounded bg-slate-200'
          }
        />
      )}
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {i18n._(text.label)}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={upload.isPending}
          aria-describedby={`${id}-hint`}
          className="mt-1 block max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            upload.mutate(file, {
              onSuccess: () => toast.success(i18n._(text.success)),
              onError: (error) => {
                const reason = error.message;
                toast.error(t`An error has occurred when we tried to upload your profile picture: ${reason}`);
              },
            });
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {upload.isPending ? t`Uploading…` : t`Maximum 500 KB recommended (5 MB at most).`}
        </p>
      </div>
    </div>
  );
}
