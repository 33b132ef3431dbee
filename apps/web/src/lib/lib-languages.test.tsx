import { i18n, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { render } from '@testing-library/react';
import { Type } from 'typebox';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import allMessages from 'virtual:i18n-messages';
import { bodyResolver, schemaResolver } from './form-resolver';
import { PageMetaSink, documentTitle, usePageMeta, type PageMeta } from './page-meta';

const options = <Values extends FieldValues>() =>
  ({ fields: {}, shouldUseNativeValidation: false }) as unknown as ResolverOptions<Values>;

const Form = Type.Object({
  companyName: Type.String({ minLength: 2, maxLength: 5 }),
  email: Type.String({ format: 'email' }),
  tags: Type.Array(Type.String(), { minItems: 1 }),
});

describe('form messages in the page’s language', () => {
  it('words TypeBox’s refusals and the visible-length check in the page’s language', async () => {
    i18n.activate('es');
    const result = await schemaResolver(Form)(
      { companyName: 'A\u200b', email: 'nope', tags: [] } as never,
      undefined,
      options(),
    );
    expect(result.errors).toMatchObject({
      companyName: { message: 'Introduzca al menos 2 caracteres.' },
      email: { message: 'Introduzca una dirección de correo electrónico válida.' },
      tags: { message: 'Elija al menos uno.' },
    });
  });

  it('takes another i18n, and a form’s own messages as descriptors', async () => {
    const chinese = setupI18n({ locale: 'zh', messages: { zh: allMessages.zh ?? {} } });
    const result = await schemaResolver(Form, { tags: msg`Please choose at least one.` }, { i18n: chinese })(
      { companyName: 'Abcdefg', email: 'a@b.co', tags: [] } as never,
      undefined,
      options(),
    );
    expect(result.errors).toMatchObject({
      companyName: { message: '最多只能输入 5 个字符。' },
      tags: { message: '请至少选择一项。' },
    });
    // The page's own language is untouched by that check.
    const english = await schemaResolver(Form)(
      { companyName: 'Abcdefg', email: 'a@b.co', tags: ['x'] } as never,
      undefined,
      options(),
    );
    expect(english.errors).toMatchObject({ companyName: { message: 'Please enter at most 5 characters.' } });
  });

  it('words a body’s refusals in Italian', async () => {
    i18n.activate('it');
    const resolve = bodyResolver<{ title: string }, { name: string }>(
      Type.Object({ name: Type.String({ minLength: 2 }) }),
      (values) => ({ name: values.title }),
      { name: 'title' },
    );
    const result = await resolve({ title: '' }, undefined, options());
    expect(result.errors).toMatchObject({ title: { message: 'Inserisci almeno 2 caratteri.' } });
  });
});

function Page() {
  usePageMeta(msg`Post not found`, 'Un post.');
  return null;
}

describe('page meta in the page’s language', () => {
  it('reads descriptors and writes the title’s suffix in Chinese', () => {
    i18n.activate('zh');
    const declared = vi.fn<(meta: PageMeta) => void>();
    render(
      <PageMetaSink.Provider value={declared}>
        <Page />
      </PageMetaSink.Provider>,
    );
    expect(declared).toHaveBeenLastCalledWith({ title: '未找到该动态', description: 'Un post.' });
    expect(document.title).toBe('未找到该动态 | Tradeforge 美国');
  });

  it('writes the suffix in the language of the i18n it is given', () => {
    const spanish = setupI18n({ locale: 'es', messages: { es: allMessages.es ?? {} } });
    expect(documentTitle('Válvulas', spanish)).toBe('Válvulas | Tradeforge EE. UU.');
    expect(documentTitle('Valves')).toBe('Valves | Tradeforge USA');
  });
});
