import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import type { Post } from '@tradeforge/contracts';

type Image = Post['images'][number];
const thumbOf = (image: Image) => image.versions?.medium?.url ?? image.url;
const navButtonClassName =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white';

/**
 * A post's pictures as a grid of buttons; each opens the lightbox (Radix Dialog: focus kept inside, Escape and the
 * backdrop close it), where arrows and the arrow keys go through the set.
 */
export function PostImages({ images, label }: { images: Image[]; label: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  const move = (step: number) => setOpen((index) => (index === null ? null : (index + step + count) % count));
  const current = open === null ? undefined : images[open];
  const position = (open ?? 0) + 1;
  return (
    <>
      <ul className={`grid gap-1 overflow-hidden rounded-lg ${count > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {images.map((image, index) => {
          const number = index + 1;
          return (
            <li key={image.url} className={count === 3 && index === 0 ? 'col-span-2' : undefined}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="block w-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={t`Open picture ${number} of ${count}`}
              >
                <img
                  src={thumbOf(image)}
                  alt=""
                  loading="lazy"
                  className={`w-full bg-slate-100 object-cover ${count === 1 ? 'max-h-[28rem]' : 'aspect-[4/3]'}`}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog.Root open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/90" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex items-center justify-center p-4 sm:p-10"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
          >
            <Dialog.Title className="sr-only">{label}</Dialog.Title>
            <Dialog.Description className="sr-only">
              <Trans>
                Picture {position} of {count}
              </Trans>
            </Dialog.Description>
            {current && (
              <img
                src={current.url}
                alt={t`Picture ${position} of ${count}: ${label}`}
                className="max-h-full max-w-full rounded-md object-contain"
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => move(-1)}
                  className={`${navButtonClassName} left-3`}
                  aria-label={t`Previous picture`}
                >
                  <ChevronLeft aria-hidden className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={() => move(1)}
                  className={`${navButtonClassName} right-3`}
                  aria-label={t`Next picture`}
                >
                  <ChevronRight aria-hidden className="size-6" />
                </button>
              </>
            )}
            <Dialog.Close
              className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 hover:bg-white"
              aria-label={t`Close picture`}
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
