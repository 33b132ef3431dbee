import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import { useObjectUrl } from '@/lib/use-object-url';

/**
 * Picks an image (a logo or a cover) and shows a local preview; the file is uploaded when the form is sent. With
 * `onRemove`, a button named `removeLabel` takes away what is shown (the chosen file and the current image); the
 * form decides what removing the current image sends.
 */
export function ImagePicker({
  label,
  file,
  currentUrl,
  onChange,
  onRemove,
  removeLabel,
  shape,
  hint,
}: {
  label: string;
  file: File | null;
  currentUrl?: string;
  onChange: (file: File | null) => void;
  onRemove?: () => void;
  removeLabel?: string;
  shape: 'logo' | 'cover';
  hint?: string;
}) {
  const id = useId();
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl;
  const boxClassName = shape === 'logo' ? 'size-24 rounded-xl' : 'h-24 w-full max-w-md rounded-xl';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={t`${label} preview`}
            className={`${boxClassName} object-cover ring-1 ring-slate-200`}
          />
        ) : (
          <span className={`${boxClassName} grid place-items-center bg-slate-100 text-slate-500`} aria-hidden>
            <ImagePlus className="size-6" />
          </span>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
        />
        {onRemove && shown && (
          <button
            type="button"
            onClick={() => {
              if (input.current) input.current.value = '';
              onRemove();
            }}
            className="rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {removeLabel}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint ? `${hint} ` : ''}
        {t`Maximum 500 KB recommended (5 MB at most).`}
      </p>
    </div>
  );
}
