import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// Radix Dialog and the menu's content come with the first tap, not with every page's first load.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

/** The menu button below 992 px; the menu itself is `mobile-menu-panel.tsx`. */
export function MobileMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="flex size-9 items-center justify-center rounded-md text-white hover:bg-white/10 sm:size-10 lg:hidden"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        // Fetch the menu as soon as a finger or pointer is on the way, so the tap opens it at once.
        onPointerDown={() => setWanted(true)}
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
