import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { taxonomyName } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { PRODUCT_LIMITS, type Product } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { useCreateProduct } from '@/features/products/api/create-product';
import { useDeleteProduct } from '@/features/products/api/delete-product';
import { useBusinessProducts } from '@/features/products/api/get-business-products';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { BusinessProductCatalog } from '@/features/products/components/business-product-catalog';
import { ProductForm } from '@/features/products/components/product-form';
import { useBusinessPage } from '../business-page';
import { href } from '../paths';
import { PageError, PageLoading } from '@/components/ui/page-status';

/** "3 images · 2 specifications" in the page's language. */
function ProductCounts({ images, specs }: { images: number; specs: number }) {
  const { t } = useLingui();
  return (
    <>
      {t`${plural(images, { one: '# image', other: '# images' })}`} ·{' '}
      {t`${plural(specs, { one: '# specification', other: '# specifications' })}`}
    </>
  );
}

/**
 * Products of a business: managed by its owners and admins (spec part 2, section 2.8), listed for buyers.
 * `?add=1` opens the form for a new product at once (the getting-started checklist links it).
 */
export function Component() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { t, i18n } = useLingui();
  const { data, fallback } = useBusinessPage(
    id,
    t`Products`,
    t`The products of a business on the industrial B2B network.`,
  );
  const businessID = data?.businessID;
  const products = useBusinessProducts(businessID);
  const industries = useIndustryTree();
  const create = useCreateProduct(businessID ?? '');
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Product | 'new' | null>(params.get('add') === '1' ? 'new' : null);
  const closeForm = () => {
    setEditing(null);
    if (params.has('add')) setParams({}, { replace: true });
  };

  if (!data) return fallback;
  if (industries.isPending) return <PageLoading />;
  if (industries.isError) return <PageError />;
  const base = href.business(data.general.companyName, data.businessID);
  // Buyers get the business's public catalogue; its owners and administrators manage it here.
  if (data.session.access !== 'owner' && data.session.access !== 'admin')
    return (
      <BusinessProductCatalog
        businessID={data.businessID}
        companyName={data.general.companyName}
        businessHref={base}
      />
    );
  const list = products.data ?? [];
  const limit = PRODUCT_LIMITS[data.subscription];
  const count = list.length;
  const tier = data.subscription.toUpperCase();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">
            <Link to={`${base}?editMode=1`} className="text-brand-700 hover:underline">
              {data.general.companyName}
            </Link>
          </p>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Products</Trans>
          </h1>
          <p className="text-sm text-slate-600">
            <Plural
              value={limit}
              one={`${count} of # product (${tier} membership)`}
              other={`${count} of # products (${tier} membership)`}
            />
          </p>
        </div>
        {editing === null && (
          <button type="button" onClick={() => setEditing('new')} className={buttonClass('primary')}>
            <Plus aria-hidden className="size-4" /> <Trans>Add product</Trans>
          </button>
        )}
      </div>
      {editing !== null && (
        <ProductForm
          key={editing === 'new' ? 'new' : editing.productID}
          product={editing === 'new' ? undefined : editing}
          industries={industries.data}
          onCancel={closeForm}
          onSave={async (body) => {
            if (editing === 'new') await create.mutateAsync(body);
            else await update.mutateAsync({ productID: editing.productID, body });
            toast.success(t`Saved successfully`);
            closeForm();
          }}
        />
      )}
      {products.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading products…</Trans>
        </p>
      ) : products.isError ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>The products could not be loaded.</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>This business has no products yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((product) => (
            <li
              key={product.productID}
              className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200"
            >
              {product.mainImage ? (
                <img src={product.mainImage.url} alt="" className="size-16 rounded-lg object-cover" />
              ) : (
                <span className="size-16 rounded-lg bg-slate-100" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-slate-900">
                  <Link
                    to={href.product(data.general.companyName, product.name, product.productID)}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {product.name}
                  </Link>
                </h2>
                <p className="text-sm text-slate-600">
                  {taxonomyName(i18n, product.category.name)} ·{' '}
                  <ProductCounts images={product.photos} specs={product.specs.length} />
                </p>
              </div>
              <div className="flex gap-2">
                {/* One form at a time: opening another would throw away what was typed in the open one. */}
                <button
                  type="button"
                  disabled={editing !== null}
                  onClick={() => setEditing(product)}
                  className={buttonClass('outline', 'sm')}
                >
                  <Pencil aria-hidden className="size-4" /> <Trans>Edit</Trans>
                  <span className="sr-only"> {product.name}</span>
                </button>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => {
                    const name = product.name;
                    if (!window.confirm(t`Delete ${name}?`)) return;
                    remove.mutate(product.productID, {
                      onSuccess: () => toast.success(t`Product deleted`),
                      onError: (error) => toast.error(error.message),
                    });
                  }}
                  className={`${buttonClass('ghost', 'sm')} text-red-700 hover:bg-red-50`}
                >
                  <Trash2 aria-hidden className="size-4" /> <Trans>Delete</Trans>
                  <span className="sr-only"> {product.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
