import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { PostComposer } from './post-composer';

const actor = {
  type: 'business' as const,
  id: '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c22',
  name: 'Gulf Coast Hydraulics',
};

describe('PostComposer', () => {
  it('takes the focus when a "Post an update" link led to it, and not otherwise', () => {
    stubFetch(() => ok({}));
    const first = renderWithApp(<PostComposer actors={[actor]} autoFocus />);
    expect(screen.getByRole('textbox', { name: 'What do you want to share?' })).toHaveFocus();
    expect(screen.getByText('Gulf Coast Hydraulics')).toBeInTheDocument();
    first.unmount();
    renderWithApp(<PostComposer actors={[actor]} />);
    expect(screen.getByRole('textbox', { name: 'What do you want to share?' })).not.toHaveFocus();
  });
});
