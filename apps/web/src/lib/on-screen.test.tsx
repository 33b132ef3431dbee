import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnScreen } from './on-screen';

/** An IntersectionObserver the test drives: `report(true)` says the observed element intersects. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() => {
      const { callback } = observers.at(-1)!;
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}

function Probe({ once }: { once?: boolean }) {
  const [ref, visible] = useOnScreen<HTMLDivElement>({ once });
  return <div ref={ref}>{visible ? 'near' : 'far'}</div>;
}

describe('useOnScreen', () => {
  it('follows the element in and out of the viewport', () => {
    const { observers, report } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]!.options?.rootMargin).toBe('400px 0px 400px 0px');
    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
  });

  it('with once, stays reached and counts everything above the viewport as reached', () => {
    const { observers, report } = stubObserver();
    render(<Probe once />);
    expect(observers[0]!.options?.rootMargin).toMatch(/^\d{6,}px 0px 400px 0px$/);
    report(true);
    report(false);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('counts the element as near where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe once />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
