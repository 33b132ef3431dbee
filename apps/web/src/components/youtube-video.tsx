import { useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { useState } from 'react';

/**
 * A listing's YouTube video (a business's, a product's) as a click-to-load poster: nothing is fetched from YouTube
 * until the visitor asks for it, as with the promotional video. A frame that loads as it scrolls into view would
 * run YouTube's player, a megabyte of script, on every phone that passes it, and tell YouTube of the visit.
 */
export function YouTubeVideo({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const { t } = useLingui();
  if (playing) {
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
        title={title}
        className="aspect-video w-full rounded-lg"
        allow="autoplay; accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={t`Play video: ${title}`}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-brand-900 text-white"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-500 text-brand-900 shadow-lg transition-transform group-hover:scale-105">
        <Play aria-hidden className="size-7 translate-x-0.5" fill="currentColor" />
      </span>
      <span className="absolute inset-x-3 bottom-3 truncate text-left text-sm font-medium">{title}</span>
    </button>
  );
}
