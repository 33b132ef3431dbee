import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Images, Package, Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { Highlight } from '@/components/ui/highlight';
import { taxonomyName, useBusinessTypeNames } from '@/lib/i18n';

/** Spec values in cards are cut to 50 characters plus an ellipsis (spec part 1, section 5), and shown whole up to it. */
export const SPEC_VALUE_MAX = 50;
const cut = (value: string) => (value.length > SPEC_VALUE_MAX ? `${value.slice(0, SPEC_VALUE_MAX)}…` : value);

/**
 * Product card (spec part 1, section 2): photo count, image, name, type, company, taxonomy, description, specs, stock;
 * `children` under the company (the page puts the price and MOQ line there), `action` beside Send Request (the
 * page's Save).
 */
export function ProductResultCard({
  product,
  terms = [],
  children,
  action,
}: {
  product: Product;
  terms?: string[];
  children?: ReactNode;
  action?: ReactNode;
}) {
  const business = product.businessProfile.general;
  const { i18n } = useLingui();
  const taxonomy = [product.industry, product.category, product.subCategory]
    .flatMap((entry) => (entry ? [taxonomyName(i18n, entry.name)] : []))
    .join(' | ');
  const titleID = useId();
  const { kindName } = useBusinessTypeNames();
  const photos = product.photos;
  return (
    <article
      aria-labelledby={titleID}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row"
    >
      <div className="relative h-40 w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-48">
        {product.mainImage ? (
          <img src={product.mainImage.url} alt="" className="size-full object-cover" />
        ) : (
          <Package aria-hidden className="absolute inset-0 m-auto size-10 text-slate-400" />
        )}
        <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded bg-slate-900/70 px-1.5 py-0.5 text-xs text-white">
          <Images aria-hidden className="size-3" /> <span aria-hidden>{photos}</span>
          <span className="sr-only">
            <Plural value={photos} one="# photo" other="# photos" />
          </span>
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <h3 id={titleID} className="text-lg font-semibold text-slate-900">
          <Link
            to={href.product(business.companyName, product.name, product.productID)}
            className="hover:text-brand-600 hover:underline"
          >
            <Highlight text={product.name} terms={terms} />
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {kindName(business.businessType.code, business.businessType.name)} ·{' '}
          <Link
            to={href.business(business.companyName, product.businessID)}
            className="font-medium hover:underline"
          >
            {business.companyName}
          </Link>
        </p>
        {children}
        <p className="text-xs text-slate-500">{taxonomy}</p>
        <p className="mt-2 line-clamp-2 text-sm text-slate-700">
          <Highlight text={product.description} terms={terms} />
        </p>
        {/* One spec a line, its value wrapping under it when long: two columns cut "United States" to "United S…". */}
        {product.specs.length > 0 && (
          <dl className="mt-2 space-y-0.5 text-xs text-slate-600">
            {product.specs.slice(0, 4).map((spec) => (
              <div key={spec.key} className="[overflow-wrap:anywhere]">
                <dt className="inline font-semibold">{spec.key}:</dt>{' '}
                <dd className="inline">{cut(spec.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="flex shrink-0 flex-row flex-wrap items-center gap-2 sm:w-40 sm:flex-col sm:items-stretch">
        {/* A line of its own on a phone, where the two buttons take the width. */}
        <p className="basis-full sm:basis-auto sm:self-end">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${product.stock ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
          >
            {product.stock ? <Trans>In stock</Trans> : <Trans>On request</Trans>}
          </span>
        </p>
        <Link
          to={href.sendRequest(product.businessID, product.productID)}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-600 bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <Send aria-hidden className="size-4" /> <Trans>Send Request</Trans>
        </Link>
        {action}
      </div>
    </article>
  );
}
