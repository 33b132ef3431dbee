import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import type { ThreadSummary } from '@tradeforge/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ChatComposer } from './chat-composer';
import { formatMessageDate } from './format-date';
import { ThreadList } from './thread-list';

const thread = (overrides: Partial<ThreadSummary> = {}): ThreadSummary => ({
  requestID: '00000000-0000-4000-8000-0000000000a1',
  status: 'open',
  senderType: 'user',
  subject: 'Price list for pumps',
  createdAt: '2026-11-03T14:05:00.000Z',
  lastMessageAt: '2026-11-03T14:05:00.000Z',
  lastMessage: 'Could you send it?',
  from: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Rosa Diaz', type: 'user', photo: null },
  to: {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'Gulf Coast Hydraulics',
    type: 'business',
    photo: null,
  },
  unread: 2,
  side: 'R',
  endedAt: null,
  ...overrides,
});

describe('the message center in the page’s language', () => {
  it('writes a message’s time the spec’s way in English and the language’s way in the others', () => {
    const iso = '2026-11-03T14:05:00.000Z';
    expect(formatMessageDate(iso)).toBe('03/11/2026 14:05');
    expect(formatMessageDate(iso, 'es')).toBe('03/11/2026, 14:05');
    expect(formatMessageDate(iso, 'zh')).toBe('2026/11/03 14:05');
  });

  it('lists the conversations in Italian, with their dates as Italian writes them', () => {
    i18n.activate('it');
    renderWithApp(
      <ThreadList
        threads={[thread({ status: 'closed' })]}
        selected={undefined}
        linkTo={(rid) => `/m/${rid}`}
      />,
    );
    const list = screen.getByRole('list', { name: 'Conversazioni' });
    const item = within(list).getByRole('link');
    expect(item).toHaveTextContent('Terminata');
    expect(item).toHaveTextContent('2 non letti');
    expect(within(item).getByText('03/11/2026, 14:05')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cerca per nome, oggetto o data')).toBeInTheDocument();
  });

  it('finds a conversation by the date as the page writes it', async () => {
    i18n.activate('zh');
    const { user } = renderWithApp(
      <ThreadList threads={[thread()]} selected={undefined} linkTo={(rid) => `/m/${rid}`} />,
    );
    await user.type(screen.getByRole('searchbox', { name: '搜索对话' }), '2026/11/03');
    expect(screen.getByRole('list', { name: '对话' })).toHaveTextContent('Rosa Diaz');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing like it');
    expect(screen.getByText('没有与您的搜索匹配的对话。')).toBeInTheDocument();
  });

  it('says in Spanish that a closed chat has ended, and asks for a message in Spanish while open', () => {
    i18n.activate('es');
    const { unmount } = renderWithApp(<ChatComposer rid="r1" bid={undefined} closed />);
    expect(screen.getByRole('status')).toHaveTextContent('Esta conversación ha finalizado');
    unmount();
    renderWithApp(<ChatComposer rid="r1" bid={undefined} closed={false} />);
    expect(screen.getByRole('textbox', { name: 'Escriba un mensaje' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
  });
});
