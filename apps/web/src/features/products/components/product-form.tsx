import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { IndustryWithCategories, Product, ProductBody } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { TextArea, TextInput } from '@/components/ui/field';
import { ApiError } from '@/lib/http';
import { imageRef, ProductImagesEditor, type ImageItem } from './product-images-editor';
import { ProductTaxonomyFields } from './product-taxonomy-fields';
import { SpecRowsEditor } from './spec-rows-editor';

const DESCRIPTION_MAX = 5000;

/** Splits a typed list on the separator, trimmed, empty items dropped. */
const splitList = (text: string, separator: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

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
  const [taxonomy, setTaxonomy] = useState({
    industryId: product?.industry.id ?? '',
    categoryId: product?.category.id ?? '',
    subCategoryId: product?.subCategory?.id ?? '',
  });
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

  const submit = async () => {
    setSending(true);
    setError('');
    try {
      const body: ProductBody = {
        name: name.trim(),
        keywords: splitList(keywords, ','),
        description: description.trim(),
        industryId: taxonomy.industryId,
        categoryId: taxonomy.categoryId,
        ...(taxonomy.subCategoryId ? { subCategoryId: taxonomy.subCategoryId } : {}),
        ...(leadTime.trim() ? { leadTime: leadTime.trim() } : {}),
        stock,
        specs: specs
          .map((spec) => ({ key: spec.key.trim(), value: spec.value.trim() }))
          .filter((spec) => spec.key && spec.value),
        ...(mainImage ? { mainImage: await imageRef(mainImage) } : {}),
        images: await Promise.all(images.map(imageRef)),
        videos: splitList(videos, '\n').map((url) => ({ url })),
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
          <TextInput
            label="Product name"
            required
            minLength={2}
            maxLength={120}
            value={name}
            onChange={setName}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            label="Description"
            hint="(at least 20 characters)"
            required
            minLength={20}
            max={DESCRIPTION_MAX}
            value={description}
            onChange={setDescription}
          />
        </div>
        <div className="sm:col-span-2">
          <TextInput
            label="Keywords"
            hint="Separated by commas, 20 at most."
            value={keywords}
            onChange={setKeywords}
          />
        </div>
        <ProductTaxonomyFields industries={industries} value={taxonomy} onChange={setTaxonomy} />
        <TextInput
          label="Lead time"
          maxLength={60}
          placeholder="e.g. 2 weeks"
          value={leadTime}
          onChange={setLeadTime}
        />
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
      <SpecRowsEditor specs={specs} onChange={setSpecs} />
      <ProductImagesEditor
        mainImage={mainImage}
        images={images}
        onMainImageChange={setMainImage}
        onImagesChange={setImages}
      />
      <TextArea
        label="YouTube videos"
        hint="One YouTube link per line, 5 at most."
        rows={2}
        value={videos}
        onChange={setVideos}
      />
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
