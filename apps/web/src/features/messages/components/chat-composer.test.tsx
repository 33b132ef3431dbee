import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ChatComposer } from './chat-composer';

afterEach(() => clearSession());

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a message' });

describe('ChatComposer', () => {
  it('keeps what was typed in each conversation while another one is open', async () => {
    signIn('writer');
    const first = renderWithApp(<ChatComposer rid="thread-a" bid={undefined} closed={false} />);
    await first.user.type(box(), 'Half a reply');
    first.unmount();

    const other = renderWithApp(<ChatComposer rid="thread-b" bid={undefined} closed={false} />);
    expect(box()).toHaveValue('');
    other.unmount();
    // The same thread in a business's inbox is another conversation.
    const asBusiness = renderWithApp(<ChatComposer rid="thread-a" bid="business-1" closed={false} />);
    expect(box()).toHaveValue('');
    asBusiness.unmount();

    renderWithApp(<ChatComposer rid="thread-a" bid={undefined} closed={false} />);
    expect(box()).toHaveValue('Half a reply');
  });

  it('forgets a draft once it is sent, even when the conversation was left while it was sending', async () => {
    signIn('writer');
    let answer: () => void = () => {};
    const calls = stubFetch(() => new Promise((resolve) => (answer = () => resolve(ok({ messages: [] })))));
    const view = renderWithApp(<ChatComposer rid="thread-c" bid={undefined} closed={false} />);
    await view.user.type(box(), 'Our price list, attached{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    view.unmount();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));

    renderWithApp(<ChatComposer rid="thread-c" bid={undefined} closed={false} />);
    expect(box()).toHaveValue('');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { content: 'Our price list, attached' } });
  });
});
