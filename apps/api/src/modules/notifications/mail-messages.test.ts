import { describe, expect, it } from 'vitest';
import { describeNotification, type NotificationItem } from '@tradeforge/contracts';
import { describeNotificationIn } from './mail-messages';

type Line = Pick<NotificationItem, 'kind' | 'object' | 'actors' | 'actorCount'>;
const ana: NotificationItem['actors'][number] = {
  userID: 'u1',
  name: 'Ana Ruiz',
  businessID: null,
  companyName: null,
};
const acme = { ...ana, userID: 'u2', name: 'Bo Li', companyName: 'Acme Pumps' };
const line = (
  kind: Line['kind'],
  object: Partial<Line['object']>,
  actors = [ana],
  actorCount = actors.length,
) => ({ kind, object: { type: 'post', id: 'p1', title: 'Valves', ...object }, actors, actorCount }) as Line;

const lines: Line[] = [
  line('like', { type: 'business', title: 'Acme Pumps' }),
  line('like', { type: 'product', title: 'Bilge Pump' }, [ana, acme]),
  line('like', {}, [ana, acme], 5),
  line('like', {}, [ana], 2),
  line('follow', { type: 'business', title: 'Acme Pumps' }, []),
  line('comment', {}),
  line('reply', { type: 'comment', title: 'Agreed' }),
  line('inquiry', { type: 'thread', title: 'Price list', companyName: 'Acme Pumps' }),
  line('inquiry', { type: 'thread', title: 'Price list' }),
  line('message', { type: 'thread', title: 'Price list' }),
  line('search', { type: 'search', title: 'pumps in Texas' }, []),
  ...['activated', 'reminder', 'expired', undefined].map((event) =>
    line('membership', { type: 'business', title: 'Acme Pumps', ...(event && { event }) }, []),
  ),
  ...['requested', 'approved', 'invited', 'post'].map((event) =>
    line('group', { type: 'group', title: 'Texas Exporters', event }, [ana]),
  ),
  ...['matched', 'accepted', 'declined', 'not-selected', 'expired'].map((event) =>
    line('rfq', { type: 'rfq', title: 'Ball valves DN50', event, companyName: 'Acme Pumps' }, []),
  ),
  line('rfq', { type: 'rfq', title: 'Ball valves DN50', event: 'quote' }, [acme]),
];

describe('notification lines in mails', () => {
  it('are in English the header list’s lines, word for word', () => {
    for (const item of lines) expect(describeNotificationIn('en', item)).toBe(describeNotification(item));
  });

  it('speak the recipient’s language, names and titles as written', () => {
    expect(lines.slice(2, 4).map((item) => describeNotificationIn('es', item))).toEqual([
      'A Ana Ruiz y 4 personas más les gusta «Valves»',
      'A Ana Ruiz y 1 persona más les gusta «Valves»',
    ]);
    expect(describeNotificationIn('it', lines[7]!)).toBe(
      'Ana Ruiz ha inviato una richiesta a Acme Pumps: «Price list»',
    );
    expect(describeNotificationIn('zh', lines[2]!)).toBe('Ana Ruiz 和另外 4 人 赞了 “Valves”');
    expect(describeNotificationIn('zh', lines[12]!)).toBe('Acme Pumps 的会员即将到期');
    expect(describeNotificationIn('es', lines[15]!)).toBe('Ana Ruiz pidió unirse a Texas Exporters');
    expect(describeNotificationIn('it', lines[18]!)).toBe('Ana Ruiz ha pubblicato in Texas Exporters');
    expect(describeNotificationIn('es', lines[22]!)).toBe(
      'El comprador eligió otra cotización para «Ball valves DN50»; gracias por cotizar por Acme Pumps',
    );
    expect(describeNotificationIn('zh', lines[24]!)).toBe(
      'Acme Pumps 对您的采购需求 “Ball valves DN50” 报了价',
    );
  });
});
