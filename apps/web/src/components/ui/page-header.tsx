import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The band at the top of every content page: a small label, the page's one h1 and an introduction. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-brand-100">{children}</div>}
      </div>
    </header>
  );
}
