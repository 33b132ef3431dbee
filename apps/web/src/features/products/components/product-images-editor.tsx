import { useId } from 'react';
import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PRODUCT_IMAGES } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { labelClass } from '@/components/ui/field';
import { uploadBusinessImage } from '@/lib/business-upload';
import { useObjectUrl } from '@/lib/use-object-url';

/** An image already on the product (its URL) or a file picked in this form (uploaded when the form is sent). */
export type ImageItem = { url: string; file?: File };

/** What the product save sends for an image: an upload token for a new file, the URL of a kept one. */
export async function imageRef(item: ImageItem) {
  return item.file ? { token: await uploadBusinessImage(item.file) } : { url: item.url };
}

const toItem = (file: File): ImageItem => ({ url: file.name, file });

function ImagePreview({ item, alt }: { item: ImageItem; alt: string }) {
  const src = useObjectUrl(item.file) ?? item.url;
  return src ? (
    <img src={src} alt={alt} className="size-20 rounded-lg object-cover ring-1 ring-slate-200" />
  ) : null;
}

function ImageFileInput({
  id,
  hintId,
  multiple,
  disabled,
  onFiles,
}: {
  id: string;
  hintId: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      id={id}
      type="file"
      multiple={multiple}
      disabled={disabled}
      accept="image/jpeg,image/png,image/webp,image/gif"
      aria-describedby={hintId}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        // Cleared so that picking the same file again, after removing it, still counts as a change.
        event.target.value = '';
        if (files.length) onFiles(files);
      }}
      className="mt-2 block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
    />
  );
}

/** The main image and the gallery of a product, with previews and remove buttons. */
export function ProductImagesEditor({
  mainImage,
  images,
  onMainImageChange,
  onImagesChange,
}: {
  mainImage: ImageItem | null;
  images: ImageItem[];
  onMainImageChange: (image: ImageItem | null) => void;
  onImagesChange: (images: ImageItem[]) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-main`} className={labelClass}>
          <Trans>Main image</Trans>
        </label>
        {mainImage && (
          <div className="mt-2 flex items-center gap-2">
            <ImagePreview item={mainImage} alt={t`Main image preview`} />
            <button
              type="button"
              onClick={() => onMainImageChange(null)}
              className={buttonClass('ghost', 'sm')}
            >
              <X aria-hidden className="size-4" /> <Trans>Remove</Trans>
            </button>
          </div>
        )}
        <ImageFileInput
          id={`${id}-main`}
          hintId={hintId}
          onFiles={([file]) => onMainImageChange(toItem(file!))}
        />
      </div>
      <div>
        <label htmlFor={`${id}-gallery`} className={labelClass}>
          <Trans>Gallery images</Trans>
        </label>
        {images.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {images.map((image, index) => {
              const number = index + 1;
              return (
                <li key={`${image.url}-${index}`} className="relative">
                  <ImagePreview item={image} alt={t`Gallery image ${number} preview`} />
                  <button
                    type="button"
                    onClick={() => onImagesChange(images.filter((_, at) => at !== index))}
                    className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-200 hover:text-red-700"
                  >
                    <X aria-hidden className="size-3" />
                    <span className="sr-only">
                      <Trans>Remove gallery image {number}</Trans>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <ImageFileInput
          id={`${id}-gallery`}
          hintId={hintId}
          multiple
          disabled={images.length >= MAX_PRODUCT_IMAGES}
          onFiles={(files) => onImagesChange([...images, ...files.map(toItem)].slice(0, MAX_PRODUCT_IMAGES))}
        />
      </div>
      <p id={hintId} className="text-xs text-slate-600 sm:col-span-2">
        <Trans>Maximum 500 KB recommended (5 MB at most). Up to {MAX_PRODUCT_IMAGES} gallery images.</Trans>
      </p>
    </div>
  );
}
