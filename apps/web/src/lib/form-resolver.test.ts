import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { bodyResolver, schemaResolver } from './form-resolver';

const options = <Values extends FieldValues>() =>
  ({ fields: {}, shouldUseNativeValidation: false }) as unknown as ResolverOptions<Values>;
const Name = Type.String({ minLength: 2, maxLength: 120 });

describe('schemaResolver', () => {
  const resolve = (values: object) =>
    schemaResolver(
      Type.Object({
        companyName: Name,
        specs: Type.Array(Type.Object({ key: Type.String({ minLength: 1 }) })),
      }),
    )(values as never, undefined, options());

  it('counts the visible characters of a text against its minimum', async () => {
    const result = await resolve({
      companyName: 'A\u200b\u200b',
      specs: [{ key: 'Size' }, { key: '\u0301' }],
    });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      companyName: { type: 'minLength', message: 'Please enter at least 2 characters.' },
      specs: [undefined, { key: { type: 'minLength', message: 'This field is required.' } }],
    });
  });

  it('hands on a text trimmed of the invisible characters at its ends, joiners inside kept', async () => {
    const result = await resolve({ companyName: '\ufeffA\u200dB\u200b', specs: [{ key: '\u2060Size ' }] });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ companyName: 'A\u200dB', specs: [{ key: 'Size' }] });
  });
});

describe('bodyResolver', () => {
  const resolve = bodyResolver<{ title: string }, { name: string }>(
    Type.Object({ name: Name }),
    (values) => ({ name: values.title.trim() }),
    { name: 'title' },
  );

  it('counts the visible characters of the body a form becomes, on the field it comes from', async () => {
    const short = await resolve({ title: 'A\u200b\u00ad' }, undefined, options());
    expect(short.errors).toMatchObject({ title: { message: 'Please enter at least 2 characters.' } });
    const fine = await resolve({ title: 'Ab\u200b' }, undefined, options());
    expect(fine.errors).toEqual({});
  });
});
