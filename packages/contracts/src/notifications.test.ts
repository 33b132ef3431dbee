import { describe, expect, it } from 'vitest';
import { describeNotification, type NotificationActor, type NotificationItem } from './notifications';

const person = (name: string, companyName: string | null = null): NotificationActor => ({
  userID: '00000000-0000-4000-8000-000000000001',
  name,
  businessID: companyName ? '00000000-0000-4000-8000-000000000002' : null,
  companyName,
});
const line = (overrides: Partial<NotificationItem>) => ({
  kind: 'like' as const,
  object: { type: 'business' as const, id: '00000000-0000-4000-8000-000000000003', title: 'Acme Pumps' },
  actors: [person('Ana Ruiz')],
  actorCount: 1,
  ...overrides,
});

describe('describeNotification', () => {
  it('names one, two, or the newest actor and how many others', () => {
    expect(describeNotification(line({}))).toBe('Ana Ruiz liked Acme Pumps');
    expect(
      describeNotification(line({ actors: [person('Ana Ruiz'), person('Ben Li')], actorCount: 2 })),
    ).toBe('Ana Ruiz and Ben Li liked Acme Pumps');
    expect(
      describeNotification(line({ actors: [person('Ana Ruiz'), person('Ben Li')], actorCount: 3 })),
    ).toBe('Ana Ruiz and 2 others liked Acme Pumps');
    expect(describeNotification(line({ actorCount: 5 }))).toBe('Ana Ruiz and 4 others liked Acme Pumps');
  });

  it('names a business actor by its company, quotes excerpts, and words membership events', () => {
    const post = { type: 'post' as const, id: '00000000-0000-4000-8000-000000000004', title: 'New line' };
    expect(describeNotification(line({ object: post, actors: [person('Ana Ruiz', 'Fan Forge')] }))).toBe(
      'Fan Forge liked “New line”',
    );
    expect(describeNotification(line({ kind: 'reply', object: { ...post, type: 'comment' } }))).toBe(
      'Ana Ruiz replied to your comment “New line”',
    );
    const thread = { ...post, type: 'thread' as const, title: 'Price list' };
    expect(
      describeNotification(line({ kind: 'inquiry', object: { ...thread, companyName: 'Acme Pumps' } })),
    ).toBe('Ana Ruiz sent an inquiry to Acme Pumps: “Price list”');
    expect(describeNotification(line({ kind: 'inquiry', object: thread }))).toBe(
      'Ana Ruiz sent an inquiry: “Price list”',
    );
    expect(
      describeNotification(
        line({
          kind: 'membership',
          actors: [],
          actorCount: 0,
          object: { ...line({}).object, event: 'expired' },
        }),
      ),
    ).toBe('Your membership ended for Acme Pumps');
  });

  it('words buying-request events without naming the buyer', () => {
    const rfq = {
      type: 'rfq' as const,
      id: '00000000-0000-4000-8000-000000000005',
      title: 'Ball valves DN50',
      companyName: 'Acme Pumps',
    };
    const supplier = [person('Ana Ruiz', 'Fan Forge')];
    expect(
      describeNotification(
        line({ kind: 'rfq', actors: [], actorCount: 0, object: { ...rfq, event: 'matched' } }),
      ),
    ).toBe('New buying request for Acme Pumps: “Ball valves DN50”');
    expect(
      describeNotification(line({ kind: 'rfq', actors: supplier, object: { ...rfq, event: 'quote' } })),
    ).toBe('Fan Forge quoted on your buying request “Ball valves DN50”');
    expect(
      describeNotification(
        line({ kind: 'rfq', actors: [], actorCount: 0, object: { ...rfq, event: 'not-selected' } }),
      ),
    ).toBe('The buyer chose another quote on “Ball valves DN50”; thank you for quoting for Acme Pumps');
  });
});
