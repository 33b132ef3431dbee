import { Type, type Static } from 'typebox';
import { Subscription } from './business';

const Uuid = Type.String({ format: 'uuid' });

/** Verification documents: a PDF or an image, up to 10 MB each, at most five per request. */
export const MAX_VERIFICATION_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_VERIFICATION_DOCUMENTS = 5;
export const VERIFICATION_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

export const VerificationUploadBody = Type.Object(
  {
    contentType: Type.Union([
      Type.Literal('application/pdf'),
      Type.Literal('image/jpeg'),
      Type.Literal('image/png'),
      Type.Literal('image/webp'),
    ]),
    fileSize: Type.Integer({ minimum: 1, maximum: MAX_VERIFICATION_DOCUMENT_BYTES }),
  },
  { additionalProperties: false },
);
export type VerificationUploadBody = Static<typeof VerificationUploadBody>;

export const VerificationDocumentKind = Type.Union([
  Type.Literal('registration'),
  Type.Literal('tax-id'),
  Type.Literal('other'),
]);
export type VerificationDocumentKind = Static<typeof VerificationDocumentKind>;
export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocumentKind, string> = {
  registration: 'Registration certificate',
  'tax-id': 'Tax id',
  other: 'Other document',
};

/** POST /business/{id}/verification: the uploaded documents (tokens of signed uploads) and a note. */
export const VerificationRequestBody = Type.Object(
  {
    documents: Type.Array(
      Type.Object({ token: Uuid, kind: VerificationDocumentKind }, { additionalProperties: false }),
      { minItems: 1, maxItems: MAX_VERIFICATION_DOCUMENTS },
    ),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type VerificationRequestBody = Static<typeof VerificationRequestBody>;

export const VerificationStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
]);

/**
 * The badge and the business's latest request as its managers see it (null: never asked). The badge means an
 * operator checked the company's documents; a paid membership gives the right to ask (`eligible`).
 */
export const VerificationState = Type.Object({
  verified: Type.Boolean(),
  subscription: Subscription,
  eligible: Type.Boolean({ description: 'Whether the membership lets the business ask for verification' }),
  request: Type.Union([
    Type.Object({
      requestID: Uuid,
      status: VerificationStatus,
      reason: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String(),
      decidedAt: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type VerificationState = Static<typeof VerificationState>;

export const VerificationDocumentInfo = Type.Object({
  documentID: Uuid,
  kind: VerificationDocumentKind,
  contentType: Type.String(),
  size: Type.Integer(),
});

/** A request in the operators' queue: pending ones of paid businesses first, each group oldest first. */
export const OperatorVerification = Type.Object({
  requestID: Uuid,
  businessID: Uuid,
  companyName: Type.String(),
  subscription: Subscription,
  verified: Type.Boolean(),
  status: VerificationStatus,
  note: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  documents: Type.Array(VerificationDocumentInfo),
});
export type OperatorVerification = Static<typeof OperatorVerification>;

export const VerificationListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  status: Type.Optional(VerificationStatus),
});
export type VerificationListQuery = Static<typeof VerificationListQuery>;

export const VerificationParams = Type.Object({ requestId: Uuid });
export const VerificationDocumentParams = Type.Object({ requestId: Uuid, documentId: Uuid });
/** A refusal or a badge removal says why; the business's owners read it in their mail. */
export const ReasonBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type ReasonBody = Static<typeof ReasonBody>;
