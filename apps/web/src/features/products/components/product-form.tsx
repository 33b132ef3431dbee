import { useId, useState } from 'react';
import { Plus, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import {
  MAX_PRODUCT_IMAGES,
  UPLOAD_MESSAGES,
  type IndustryWithCategories,
  type Product,
  type ProductBody,
} from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { uploadBusinessImage } from '@/lib/business-upload';
import { ApiError } from '@/lib/http';
import { useObjectUrl } from '@/lib/use-object-url';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100';
const labelClass = 'block text-sm font-medium text-slate-800';

type ImageItem = { url: string; file?: File };

function FilePreview({ item, alt }: { item: ImageItem; alt: string }) {
  const preview = useObjectUrl(item.file);
  const src = preview ?? item.url;
  return src ? (
    <img src={src} alt={alt} className="size-20 rounded-lg object-cover ring-1 ring-slate-200" />
  ) : null;
}

async function imageRef(item: ImageItem) {
  return item.file ? { token: await uploadBusinessImage(item.file) } : { url: item.url };
}

/** Add or edit a product (spec part 2, section 2.8); the server's message is shown when it refuses. */
export function ProductForm({
  product,
  industries,
  onSave,
  onCancel,
}: {
  product?: Product;
  industries: IndustryWithCategories[];
  onSave: (body: ProductBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(product?.name ?? '');
  const [keywords, setKeywords] = useState(product?.keywords.join(', ') ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [industryId, setIndustryId] = useState(product?.industry.id ?? '');
  const [categoryId, setCategoryId] = useState(product?.category.id ?? '');
  const [subCategoryId, setSubCategoryId] = useState(product?.subCategory?.id ?? '');
  const [leadTime, setLeadTime] = useState(product?.leadTime ?? '');
  const [stock, setStock] = useState(product?.stock ?? true);
  const [specs, setSpecs] = useState(product?.specs.length ? product.specs : [{ key: '', value: '' }]);
  const [mainImage, setMainImage] = useState<ImageItem | null>(
    product?.mainImage ? { url: product.mainImage.url } : null,
  );
  const [images, setImages] = useState<ImageItem[]>(
    product?.images.map((image) => ({ url: image.url })) ?? [],
  );
  const [videos, setVideos] = useState(product?.videos.map((video) => video.url).join('\n') ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const industry = industries.find((item) => item.id === industryId);
  const category = industry?.categories.find((item) => item.id === categoryId);

  const submit = async () => {
    setSending(true);
    setError('');
    try {
      const body: ProductBody = {
        name: name.trim(),
        keywords: keywords
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
        description: description.trim(),
        industryId,
        categoryId,
        ...(subCategoryId ? { subCategoryId } : {}),
        ...(leadTime.trim() ? { leadTime: leadTime.trim() } : {}),
        stock,
        specs: specs
          .map((spec) => ({ key: spec.key.trim(), value: spec.value.trim() }))
          .filter((spec) => spec.key && spec.value),
        ...(mainImage ? { mainImage: await imageRef(mainImage) } : {}),
        images: await Promise.all(images.map(imageRef)),
        videos: videos
          .split('\n')
          .map((url) => url.trim())
          .filter(Boolean)
          .map((url) => ({ url })),
      };
      await onSave(body);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : 'Something was wrong, try again please';
      setError(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {product ? `Edit ${product.name}` : 'Add a product'}
      </h2>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-name`} className={labelClass}>
            Product name
          </label>
          <input
            id={`${id}-name`}
            required
            minLength={2}
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={input}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-description`} className={labelClass}>
            Description
          </label>
          <textarea
            id={`${id}-description`}
            required
            rows={5}
            minLength={20}
            maxLength={5000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-describedby={`${id}-description-hint`}
            className={input}
          />
          <p id={`${id}-description-hint`} className="mt-1 text-xs text-slate-600">
            {description.length}/5000 (at least 20 characters)
          </p>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-keywords`} className={labelClass}>
            Keywords
          </label>
          <input
            id={`${id}-keywords`}
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            aria-describedby={`${id}-keywords-hint`}
            className={input}
          />
          <p id={`${id}-keywords-hint`} className="mt-1 text-xs text-slate-600">
            Separated by commas, 20 at most.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-industry`} className={labelClass}>
            Industry
          </label>
          <select
            id={`${id}-industry`}
            required
            value={industryId}
            onChange={(event) => {
              setIndustryId(event.target.value);
              setCategoryId('');
              setSubCategoryId('');
            }}
            className={input}
          >
            <option value="">Select an industry</option>
            {industries.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>
            Category
          </label>
          <select
            id={`${id}-category`}
            required
            disabled={!industry}
            value={categoryId}
            onChange={(event) => {
              setCategoryId(event.target.value);
              setSubCategoryId('');
            }}
            className={input}
          >
            <option value="">Select a category</option>
            {industry?.categories.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-subcategory`} className={labelClass}>
            Subcategory
          </label>
          <select
            id={`${id}-subcategory`}
            disabled={!category?.subCategories.length}
            value={subCategoryId}
            onChange={(event) => setSubCategoryId(event.target.value)}
            className={input}
          >
            <option value="">None</option>
            {category?.subCategories.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-lead`} className={labelClass}>
            Lead time
          </label>
          <input
            id={`${id}-lead`}
            maxLength={60}
            placeholder="e.g. 2 weeks"
            value={leadTime}
            onChange={(event) => setLeadTime(event.target.value)}
            className={input}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={stock}
            onChange={(event) => setStock(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          Stock available
        </label>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Technical specifications</legend>
        <ul className="mt-2 space-y-2">
          {specs.map((spec, index) => (
            <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <div>
                <label htmlFor={`${id}-spec-key-${index}`} className="text-xs text-slate-600">
                  Specification {index + 1} name
                </label>
                <input
                  id={`${id}-spec-key-${index}`}
                  maxLength={60}
                  value={spec.key}
                  onChange={(event) =>
                    setSpecs(
                      specs.map((item, at) => (at === index ? { ...item, key: event.target.value } : item)),
                    )
                  }
                  className={input}
                />
              </div>
              <div>
                <label htmlFor={`${id}-spec-value-${index}`} className="text-xs text-slate-600">
                  Specification {index + 1} value
                </label>
                <input
                  id={`${id}-spec-value-${index}`}
                  maxLength={500}
                  value={spec.value}
                  onChange={(event) =>
                    setSpecs(
                      specs.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)),
                    )
                  }
                  className={input}
                />
              </div>
              <button
                type="button"
                onClick={() => setSpecs(specs.filter((_, at) => at !== index))}
                className="mb-0.5 rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">Remove specification {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setSpecs([...specs, { key: '', value: '' }])}
          className={`${buttonClass('ghost', 'sm')} mt-2`}
        >
          <Plus aria-hidden className="size-4" /> Add specification
        </button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-main`} className={labelClass}>
            Main image
          </label>
          {mainImage && (
            <div className="mt-2 flex items-center gap-2">
              <FilePreview item={mainImage} alt="Main image preview" />
              <button type="button" onClick={() => setMainImage(null)} className={buttonClass('ghost', 'sm')}>
                <X aria-hidden className="size-4" /> Remove
              </button>
            </div>
          )}
          <input
            id={`${id}-main`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby={`${id}-images-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) setMainImage({ url: file.name, file });
            }}
            className="mt-2 block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
          />
        </div>
        <div>
          <label htmlFor={`${id}-gallery`} className={labelClass}>
            Gallery images
          </label>
          {images.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {images.map((image, index) => (
                <li key={`${image.url}-${index}`} className="relative">
                  <FilePreview item={image} alt={`Gallery image ${index + 1} preview`} />
                  <button
                    type="button"
                    onClick={() => setImages(images.filter((_, at) => at !== index))}
                    className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-200 hover:text-red-700"
                  >
                    <X aria-hidden className="size-3" />
                    <span className="sr-only">Remove gallery image {index + 1}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={`${id}-gallery`}
            type="file"
            multiple
            disabled={images.length >= MAX_PRODUCT_IMAGES}
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby={`${id}-images-hint`}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              setImages(
                [...images, ...files.map((file) => ({ url: file.name, file }))].slice(0, MAX_PRODUCT_IMAGES),
              );
            }}
            className="mt-2 block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
          />
        </div>
        <p id={`${id}-images-hint`} className="text-xs text-slate-600 sm:col-span-2">
          {UPLOAD_MESSAGES.advice} Up to {MAX_PRODUCT_IMAGES} gallery images.
        </p>
      </div>

      <div>
        <label htmlFor={`${id}-videos`} className={labelClass}>
          YouTube videos
        </label>
        <textarea
          id={`${id}-videos`}
          rows={2}
          value={videos}
          onChange={(event) => setVideos(event.target.value)}
          aria-describedby={`${id}-videos-hint`}
          className={input}
        />
        <p id={`${id}-videos-hint`} className="mt-1 text-xs text-slate-600">
          One YouTube link per line, 5 at most.
        </p>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass('outline')}>
          Cancel
        </button>
        <button type="submit" disabled={sending} className={buttonClass('primary')}>
          {sending ? 'Saving…' : product ? 'Save product' : 'Add product'}
        </button>
      </div>
    </form>
  );
}
