import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withI18n } from '@/test/i18n';
import { YouTubeVideo } from './youtube-video';

describe('a listing’s video', () => {
  it('loads nothing from YouTube until the visitor plays it, then plays it', async () => {
    const user = userEvent.setup();
    const { container } = render(<YouTubeVideo id="dQw4w9WgXcQ" title="Video of Lakeside Hydraulics" />, {
      wrapper: withI18n(),
    });
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: Video of Lakeside Hydraulics' }));
    const frame = screen.getByTitle('Video of Lakeside Hydraulics');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });
});
