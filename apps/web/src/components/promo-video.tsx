import { useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { runtimeConfig } from '@/lib/runtime-config';
import { PlayBadge, youtubeEmbedUrl } from './youtube-video';

/** The still shown until the video plays. */
export const PROMO_POSTER = '/images/video-poster.svg';

/** Countries whose visitors get the Spanish video (spec part 1, section 1); everyone else gets English. */
const SPANISH_VIDEO_REGIONS = new Set(['MX', 'CL', 'PE']);

/**
 * The visitor's country is taken from the browser's preferred locales (e.g. `es-MX` means Mexico), because the
 * site has no IP geolocation and asks for no permission; a locale without a region (plain `es`) counts as not
 * Mexico, Chile or Peru, so those visitors get English.
 */
export function detectVisitorRegion(locales: readonly string[] = navigator.languages): string | undefined {
  for (const locale of locales) {
    try {
      const region = new Intl.Locale(locale).region;
      if (region) return region.toUpperCase();
    } catch {
      // An invalid locale tag says nothing about the country; try the next one.
    }
  }
  return undefined;
}

export function choosePromoVideoLanguage(region: string | undefined): 'en' | 'es' {
  return region && SPANISH_VIDEO_REGIONS.has(region) ? 'es' : 'en';
}

const noSubscription = () => () => {};

interface PromoVideoProps {
  title: string;
  className?: string;
  /** The poster is the largest thing of the first screen (the home page's hero): fetched first. */
  priority?: boolean;
}

/**
 * The promotional video as a click-to-load poster: nothing is fetched from YouTube until the visitor asks for it
 * (privacy, and the CSP only allows the youtube-nocookie frame). Without a configured video id the poster stays a
 * still illustration.
 */
export function PromoVideo({ title, className = '', priority = false }: PromoVideoProps) {
  const [playing, setPlaying] = useState(false);
  const { t } = useLingui();
  // The browser's locales are unknown to the server: the page renders (and hydrates) English, then the visitor's.
  const region = useSyncExternalStore(
    noSubscription,
    () => detectVisitorRegion(),
    () => undefined,
  );
  const language = choosePromoVideoLanguage(region);
  const videoId = runtimeConfig.promoVideos[language] || runtimeConfig.promoVideos.en;
  const frameClassName = `aspect-video w-full overflow-hidden rounded-xl ${className}`;

  if (playing && videoId) {
    return (
      <iframe
        className={frameClassName}
        src={youtubeEmbedUrl(videoId)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  const poster = (
    <>
      <img
        src={PROMO_POSTER}
        alt=""
        fetchPriority={priority ? 'high' : 'auto'}
        className="absolute inset-0 size-full object-cover"
      />
      {videoId && <PlayBadge />}
      <span className="absolute bottom-3 left-3 rounded bg-brand-900/80 px-2 py-1 text-xs font-medium text-white">
        {title}
        {language === 'es' ? ` ${t`(Español)`}` : ''}
      </span>
    </>
  );
  if (!videoId) {
    return (
      <figure className={`relative flex items-center justify-center ${frameClassName}`} aria-label={title}>
        {poster}
      </figure>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={t`Play video: ${title}`}
      className={`group relative flex items-center justify-center ${frameClassName}`}
    >
      {poster}
    </button>
  );
}
