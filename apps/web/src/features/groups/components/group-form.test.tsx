import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { createGroup } from '@/test/groups';
import { renderWithApp } from '@/test/render';
import { GroupForm } from './group-form';

const industries = [
  { id: '0005', name: 'Machineries' },
  { id: '0007', name: 'Chemicals' },
];

function renderForm(group?: Parameters<typeof GroupForm>[0]['group']) {
  const calls = stubFetch(({ url }) =>
    url.endsWith('/files/upload-request/business')
      ? ok({ token: '00000000-0000-4000-8000-00000000c0de', signedPost: { url: '/upload', fields: {} } })
      : { status: 204, body: null },
  );
  const onSave = vi.fn(async () => {});
  const view = renderWithApp(
    <GroupForm group={group} industries={industries} onSave={onSave} submitLabel="Create group" />,
  );
  const send = () => view.user.click(screen.getByRole('button', { name: 'Create group' }));
  return { ...view, calls, onSave, send };
}

describe('GroupForm', () => {
  it('explains what open and private mean beside each choice', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Open group' })).toHaveAccessibleDescription(
      'Anyone signed in can join at once, read its posts and post.',
    );
    expect(screen.getByRole('radio', { name: 'Private group' })).toHaveAccessibleDescription(
      /only members read and write its posts/,
    );
  });

  it('says what is missing under each field, focuses the first, and sends nothing', async () => {
    const { user, send, onSave } = renderForm();
    await user.type(screen.getByLabelText('Group name'), ' AB ');
    await send();
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Please give the group a name of at least 3 characters.',
      'Please say what the group is about.',
      'Please choose whether the group is open or private.',
    ]);
    await waitFor(() => expect(screen.getByLabelText('Group name')).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the group trimmed, with its industry and rules, and no cover when none was chosen', async () => {
    const { user, send, onSave, calls } = renderForm();
    await user.type(screen.getByLabelText('Group name'), '  Gulf Exporters ');
    await user.type(screen.getByLabelText(/Description/), 'Exporters of the Gulf coast.');
    await user.click(screen.getByRole('radio', { name: 'Private group' }));
    await user.selectOptions(screen.getByLabelText('Industry'), 'Chemicals');
    await user.type(screen.getByLabelText(/Rules/), 'No spam.');
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Gulf Exporters',
      description: 'Exporters of the Gulf coast.',
      privacy: 'private',
      industryId: '0007',
      rules: 'No spam.',
    });
    expect(calls).toHaveLength(0);
  });

  it("takes a group's industry away with an empty id, as null fields are never sent", async () => {
    const { user, send, onSave } = renderForm(createGroup());
    await user.selectOptions(screen.getByLabelText('Industry'), 'No particular industry');
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ industryId: '' }));
  });

  it("removes a group's cover with an empty token, and offers nothing to remove without one", async () => {
    const cover = { url: '/api/files/cover-large.webp', versions: {} };
    const { user, send, onSave, calls } = renderForm(createGroup({ cover }));
    expect(screen.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', cover.url);
    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(screen.queryByRole('img', { name: 'Cover image preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove cover' })).not.toBeInTheDocument();
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ cover: '' }));
    expect(calls).toHaveLength(0);
  });

  it('keeps the cover when it was left alone', async () => {
    const { send, onSave } = renderForm(createGroup({ cover: { url: '/api/files/cover-large.webp' } }));
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.not.objectContaining({ cover: expect.anything() }));
  });

  it('uploads a chosen cover first and sends its token', async () => {
    const { user, send, onSave, calls } = renderForm(
      createGroup({ name: 'Gulf Exporters', privacy: 'open' }),
    );
    await user.upload(
      screen.getByLabelText('Cover image'),
      new File(['cover'], 'cover.png', { type: 'image/png' }),
    );
    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(calls[0]?.url).toContain('/files/upload-request/business');
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Gulf Exporters', cover: '00000000-0000-4000-8000-00000000c0de' }),
    );
  });
});
