import { invalidField } from './app-error';
import { commonErrors } from './errors';

const YOUTUBE_ID = /^[\w-]{11}$/;

/** Only YouTube videos are embedded (the site's CSP frames youtube-nocookie.com and nothing else). */
export function normalizeVideoUrl(url: string | undefined) {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    const host = parsed.hostname.replace(/^www\./, '');
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : host.endsWith('youtube.com')
          ? (parsed.searchParams.get('v') ?? parsed.pathname.split('/').pop() ?? '')
          : '';
    if (YOUTUBE_ID.test(id)) return `https://www.youtube.com/watch?v=${id}`;
  } catch {
    // fall through to the error below
  }
  throw invalidField('video', commonErrors.text('videoUrl'));
}
