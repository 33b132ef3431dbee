import { Fragment } from 'react';

// http(s) addresses and bare www. ones; a trailing full stop, comma or bracket belongs to the sentence.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'}]/gi;

/** Splits text into plain parts and links. */
function splitLinks(text: string) {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const link = match[0];
    parts.push({ text: link, href: /^https?:/i.test(link) ? link : `https://${link}` });
    last = match.index + link.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A post's text with its web addresses as links. React escapes every part, so markup in a post is shown as typed;
 * only http(s) targets are made, and they open apart from the site without passing it on.
 */
export function PostText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p className={`whitespace-pre-line break-words text-slate-800 ${className}`}>
      {splitLinks(text).map((part, index) => (
        <Fragment key={index}>
          {part.href ? (
            <a
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800"
            >
              {part.text}
            </a>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </p>
  );
}
