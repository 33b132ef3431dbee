import { Building2 } from 'lucide-react';

/**
 * A business's logo, or a building icon when it has none. `className` sizes and shapes both; `imageClassName`
 * adds to the image only (a ring, a backdrop).
 */
export function BusinessLogo({
  photo,
  alt,
  className,
  imageClassName = '',
  iconClassName,
}: {
  photo: { url: string } | null | undefined;
  alt: string;
  className: string;
  imageClassName?: string;
  iconClassName: string;
}) {
  return photo ? (
    <img src={photo.url} alt={alt} className={`${className} object-cover ${imageClassName}`.trim()} />
  ) : (
    <span className={`${className} grid place-items-center bg-brand-50 text-brand-600`} aria-hidden>
      <Building2 className={iconClassName} />
    </span>
  );
}
