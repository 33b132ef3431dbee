import { useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { useState } from 'react';

/** The address of a YouTube video's frame, playing as it opens (privacy-enhanced mode, no related videos after). */
export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;

/** The round play button drawn on a video's poster. */
export function PlayBadge() {
  return (
    <span className="relative flex size-16 items-center justify-center rounded-full bg-accent-500 text-brand-900 shadow-lg transition-transform group-hover:scale-105">
      <Play aria-hidden className="size-7 translate-x-0.5" fill="currentColor" />
    </span>
  );
}

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
        src={youtubeEmbedUrl(id)}
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
      <PlayBadge />
      <span className="absolute inset-x-3 bottom-3 truncate text-left text-sm font-medium">{title}</span>
    </button>
  );
}
