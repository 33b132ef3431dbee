import type { ReactNode } from 'react';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Renders content-module sections (a heading, paragraphs, an optional list) with the site's reading style. */
export function ProseSections({
  sections,
  numbered = false,
}: {
  sections: ContentSection[];
  numbered?: boolean;
}) {
  return (
    <div className="space-y-10">
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index}`}>
          <h2 id={`section-${index}`} className="text-2xl font-bold text-brand-800">
            {numbered ? `${index + 1}. ` : ''}
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export function ContentContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl px-4 py-12">{children}</div>;
}
