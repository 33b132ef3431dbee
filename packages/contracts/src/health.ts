import { Type } from 'typebox';

export const Health = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });
export const Readiness = Type.Object(
  { status: Type.Literal('ready'), database: Type.Literal('ok') },
  { additionalProperties: false },
);
