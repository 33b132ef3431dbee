import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { YouTubeVideo } from '@/components/youtube-video';
import { taxonomyName } from '@/lib/i18n';
import { DatasheetLink } from './datasheet-link';
import { ProductPriceLine, tradeTermRows } from './product-terms-view';

const LONG_VALUE = 50;

function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\.|^m\./, '');
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : (parsed.searchParams.get('v') ??
          parsed.pathname.match(/\/(?:embed|shorts|v)\/([^/?]+)/)?.[1] ??
          null);
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Labelled values in tiles, as the Specifications and Trade Terms boxes show them. */
function LabelGrid({ rows, className = '' }: { rows: [string, string][]; className?: string }) {
  return (
    <dl className={`grid gap-3 sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The product page body (spec part 2, section 2.9). */
export function ProductDetails({ product, actions }: { product: Product; actions: ReactNode }) {
  const images = [...(product.mainImage ? [product.mainImage] : []), ...product.images];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  const company = product.businessProfile.general.companyName;
  const { t, i18n } = useLingui();
  const specBox: [string, string][] = [
    [t`Industry`, taxonomyName(i18n, product.industry.name)],
    [t`Product Name`, product.name],
    [t`Lead Time`, product.leadTime ?? '—'],
    [t`Category`, taxonomyName(i18n, product.category.name)],
    [t`Subcategory`, product.subCategory ? taxonomyName(i18n, product.subCategory.name) : '—'],
    [t`Stock Available`, product.stock ? t`Yes` : t`No`],
  ];
  const terms = tradeTermRows(product, i18n);
  const name = product.name;
  const position = shown + 1;
  const videos = product.videos.map((video) => youtubeId(video.url)).filter((id): id is string => !!id);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6 md:grid-cols-2">
        <div>
          {current ? (
            <img
              src={current.url}
              alt={shown ? t`${name}, image ${position}` : name}
              fetchPriority="high"
              className="aspect-[4/3] w-full rounded-lg object-contain ring-1 ring-slate-200"
            />
          ) : (
            <span className="grid aspect-[4/3] w-full place-items-center rounded-lg bg-slate-100 text-slate-400">
              <Package aria-hidden className="size-16" />
            </span>
          )}
          {images.length > 1 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Gallery`}>
              {images.map((image, index) => {
                const number = index + 1;
                return (
                  <li key={image.url}>
                    <button
                      type="button"
                      onClick={() => setShown(index)}
                      aria-pressed={index === shown}
                      className={`overflow-hidden rounded-lg ring-2 ${index === shown ? 'ring-brand-600' : 'ring-transparent'}`}
                    >
                      <img src={image.url} alt={t`Show image ${number}`} className="size-16 object-cover" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">{product.name}</h1>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              by{' '}
              <Link
                to={href.business(company, product.businessID)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {company}
              </Link>
            </Trans>
          </p>
          <ProductPriceLine product={product} />
          <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
          <p className="mt-4 text-sm break-words whitespace-pre-line text-slate-700">{product.description}</p>
          {product.keywords.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Keywords`}>
              {product.keywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {keyword}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <Box title={t`Specifications`}>
        <LabelGrid rows={specBox} className="lg:grid-cols-3" />
      </Box>
      {(terms.length > 0 || product.datasheet) && (
        <Box title={t`Trade Terms`}>
          {terms.length > 0 && <LabelGrid rows={terms} />}
          <div className={terms.length ? 'mt-3' : ''}>
            <DatasheetLink product={product} />
          </div>
        </Box>
      )}
      {product.specs.length > 0 && (
        <Box title={t`Technical Specifications`}>
          <dl className="divide-y divide-slate-100">
            {product.specs.map((spec, index) => (
              <div
                key={`${spec.key}-${index}`}
                className={
                  spec.value.length > LONG_VALUE
                    ? 'py-2'
                    : 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2'
                }
              >
                <dt className="text-sm font-semibold text-slate-800">{spec.key}</dt>
                <dd className="text-sm break-words text-slate-700">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </Box>
      )}
      {videos.length > 0 && (
        <Box title={t`Videos`}>
          <div className="grid gap-4 md:grid-cols-2">
            {videos.map((id, index) => {
              const number = index + 1;
              return <YouTubeVideo key={id} id={id} title={t`Video ${number} of ${name}`} />;
            })}
          </div>
        </Box>
      )}
    </div>
  );
}
