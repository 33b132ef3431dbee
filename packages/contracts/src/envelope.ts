import { Type, type Static, type TSchema } from 'typebox';

/** Success envelope every route answers with: `{ success: true, data }`. */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data }, { additionalProperties: false });

/** One problem with a request: the JSON pointer of the field (`/companyPhone`) and what is wrong with it. */
export const ValidationIssue = Type.Object({ path: Type.String(), message: Type.String() });
export type ValidationIssue = Static<typeof ValidationIssue>;

export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.Object({
      name: Type.String({
        description: 'Stable machine-readable error name, e.g. NotFound, TokenExpiredError',
      }),
      message: Type.String({ description: 'Human-readable explanation' }),
      details: Type.Optional(
        Type.Array(ValidationIssue, { description: 'For ValidationError: the fields at fault' }),
      ),
    }),
  },
  { $id: 'ErrorBody', additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** The error responses every route may answer with, besides its own success shape. */
export const commonErrorResponses = {
  400: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  503: ErrorBody,
};
