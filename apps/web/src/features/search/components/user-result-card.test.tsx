import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserCard } from '@tradeforge/contracts';
import { renderWithApp } from '@/test/render';
import { UserResultCard } from './user-result-card';

const user: UserCard = {
  userID: '00000000-0000-4000-8000-000000000001',
  firstName: 'James',
  lastName: 'Castings',
  profilePhoto: null,
  country: null,
  state: null,
  city: null,
  jobPosition: { jobPositionID: 1, name: 'Buyer' },
  companyName: 'Lakeside Casting',
  briefPresentation: 'Buying castings and forgings.',
  reactions: { reactionCount: { like: 0 } },
};

describe('UserResultCard', () => {
  it('marks the name as written and the rest by english stems, as people search matches them', () => {
    const { container } = renderWithApp(<UserResultCard user={user} search="james castings" />);
    const marked = (selector: string) =>
      [...container.querySelectorAll(`${selector} mark`)].map((mark) => mark.textContent);
    // The name: all of "James", and "Castings" only as typed.
    expect(marked('h3')).toEqual(['James', 'Castings']);
    // Company and presentation: "castings" is the stem of "Casting" too.
    expect(marked('p')).toEqual(['Casting', 'casting']);
  });

  it('offers View profile, linking the person’s public profile', () => {
    renderWithApp(<UserResultCard user={user} search="" />);
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/profile/${user.userID}`,
    );
  });
});
