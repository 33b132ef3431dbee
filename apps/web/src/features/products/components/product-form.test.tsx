import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ProductForm } from './product-form';

const industries = [
  {
    id: '0001',
    name: 'Machinery',
    categories: [
      { id: '0001-01', name: 'Presses', subCategories: [{ id: '0001-01-01', name: 'Hydraulic' }] },
    ],
  },
] as unknown as Parameters<typeof ProductForm>[0]['industries'];

function renderForm() {
  const onSave = vi.fn(async () => undefined);
  const view = renderWithApp(<ProductForm industries={industries} onSave={onSave} onCancel={() => {}} />);
  const add = () => view.user.click(screen.getByRole('button', { name: 'Add product' }));
  return { ...view, onSave, add };
}

describe('ProductForm', () => {
  it('shows the rules of the product save under the fields and saves nothing', async () => {
    const { user, add, onSave } = renderForm();
    await user.type(screen.getByLabelText('Product name'), 'X');
    await user.type(
      screen.getByLabelText('Keywords'),
      Array.from({ length: 21 }, (_, at) => `k${at}`).join(','),
    );
    await add();
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Please enter at least 2 characters.',
      'Please enter at least 20 characters.',
      'Up to 20 keywords, of at most 40 characters each.',
      'Please select an industry.',
      'Please select a category.',
    ]);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears the category message once a category is chosen', async () => {
    const { user, add } = renderForm();
    await add();
    expect(await screen.findByText('Please select a category.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Industry'), 'Machinery');
    await user.selectOptions(screen.getByLabelText('Category'), 'Presses');
    await waitFor(() => expect(screen.queryByText('Please select a category.')).not.toBeInTheDocument());
  });

  it('saves the product with its lists split and half-empty specification rows dropped', async () => {
    const { user, add, onSave } = renderForm();
    await user.type(screen.getByLabelText('Product name'), ' Hydraulic Press HP-200 ');
    await user.type(screen.getByLabelText(/^Description/), 'Built for continuous industrial duty.');
    await user.type(screen.getByLabelText('Keywords'), 'press, hydraulic,, ');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Machinery');
    await user.selectOptions(screen.getByLabelText('Category'), 'Presses');
    await user.type(screen.getByLabelText('Specification 1 name'), 'Force');
    await user.type(screen.getByLabelText('Specification 1 value'), '200 t');
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByLabelText('Specification 2 name'), 'Colour');
    await user.type(screen.getByLabelText(/YouTube videos/), 'https://youtu.be/abc{Enter}');
    await add();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Hydraulic Press HP-200',
      keywords: ['press', 'hydraulic'],
      description: 'Built for continuous industrial duty.',
      industryId: '0001',
      categoryId: '0001-01',
      stock: true,
      specs: [{ key: 'Force', value: '200 t' }],
      images: [],
      videos: [{ url: 'https://youtu.be/abc' }],
      paymentTerms: [],
      incoterms: [],
    });
  });
});
