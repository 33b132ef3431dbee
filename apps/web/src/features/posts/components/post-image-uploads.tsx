import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { POST_MAX_IMAGES } from '@tradeforge/contracts';
import { uploadBusinessImage } from '@/lib/business-upload';
import { useObjectUrl } from '@/lib/use-object-url';

export interface PostUpload {
  key: string;
  file: File;
  token?: string;
  error?: string;
}

/** The pictures of a post being written: each is uploaded as soon as it is picked; the post names their tokens. */
export function usePostUploads() {
  const { t } = useLingui();
  const [uploads, setUploads] = useState<PostUpload[]>([]);
  const update = (key: string, change: Partial<PostUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  return {
    uploads,
    uploading: uploads.some((item) => !item.token && !item.error),
    tokens: uploads.flatMap((item) => (item.token ? [item.token] : [])),
    add(files: File[]) {
      const room = POST_MAX_IMAGES - uploads.length;
      const picked = files.slice(0, Math.max(0, room)).map((file) => ({ key: crypto.randomUUID(), file }));
      setUploads((list) => [...list, ...picked]);
      for (const item of picked)
        uploadBusinessImage(item.file).then(
          (token) => update(item.key, { token }),
          (error: unknown) =>
            update(item.key, { error: error instanceof Error ? error.message : t`The upload failed.` }),
        );
    },
    remove: (key: string) => setUploads((list) => list.filter((item) => item.key !== key)),
    clear: () => setUploads([]),
  };
}

function UploadThumb({ upload, onRemove }: { upload: PostUpload; onRemove: () => void }) {
  const { t } = useLingui();
  const preview = useObjectUrl(upload.file);
  const state = upload.error ? upload.error : upload.token ? t`Uploaded` : t`Uploading…`;
  const fileName = upload.file.name;
  return (
    <li className="relative">
      <img
        src={preview}
        alt={`${fileName}: ${state}`}
        className={`size-20 rounded-lg object-cover ring-1 ${upload.error ? 'opacity-50 ring-rose-400' : 'ring-slate-200'}`}
      />
      {!upload.token && !upload.error && (
        <span className="absolute inset-0 grid place-items-center rounded-lg bg-white/60" aria-hidden>
          <Loader2 className="size-5 animate-spin text-brand-700" />
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t`Remove ${fileName}`}
        className="absolute -right-2 -top-2 grid size-7 place-items-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 hover:text-rose-700"
      >
        <X aria-hidden className="size-4" />
      </button>
      {upload.error && <span className="sr-only">{upload.error}</span>}
    </li>
  );
}

export function PostImageUploads({ state }: { state: ReturnType<typeof usePostUploads> }) {
  const { t } = useLingui();
  const id = useId();
  const full = state.uploads.length >= POST_MAX_IMAGES;
  return (
    <div className="space-y-2">
      {state.uploads.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t`Pictures of this post`}>
          {state.uploads.map((upload) => (
            <UploadThumb key={upload.key} upload={upload} onRemove={() => state.remove(upload.key)} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 ${full ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ImagePlus aria-hidden className="size-4" /> <Trans>Add pictures</Trans>
        </label>
        <input
          id={id}
          type="file"
          multiple
          disabled={full}
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => {
            state.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          <Trans>Up to {POST_MAX_IMAGES} pictures. Maximum 500 KB recommended (5 MB at most).</Trans>
        </span>
      </div>
    </div>
  );
}
