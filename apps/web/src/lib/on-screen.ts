import { useEffect, useState } from 'react';

/** How far below (and above) the viewport an element counts as near: about a phone screen's height. */
const NEAR = 400;

/**
 * With `once`, everything above the viewport counts as reached: a jump (End, a link to the foot of the page) can
 * carry an element from below the viewport to above it without its ever crossing it, and an observer reports only
 * crossings.
 */
const ABOVE = 1_000_000;

const observable = () => typeof IntersectionObserver !== 'undefined';

/**
 * A callback ref and whether its element is on screen or within NEAR of it. With `once`, the answer stays true from
 * the first time it is reached: for parts that load their code when the reader comes close and then stay. Without
 * IntersectionObserver (old browsers) the element counts as near at once.
 */
export function useOnScreen<T extends Element>({ once = false }: { once?: boolean } = {}) {
  const [element, setElement] = useState<T | null>(null);
  const [visible, setVisible] = useState(false);
  const latched = once && visible;
  useEffect(() => {
    if (!element || latched || !observable()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setVisible(true);
        else if (!once) setVisible(false);
      },
      {
        rootMargin: [once ? ABOVE : NEAR, 0, NEAR, 0].map((pixels) => `${pixels}px`).join(' '),
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, latched, once]);
  return [setElement, visible || (!!element && !observable())] as const;
}
