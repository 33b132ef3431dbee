import { Type, type Static } from 'typebox';

/** Images accepted for upload, and the hard size limit (the screens advise 500 KB). */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  advice: 'Maximum 500 KB recommended (5 MB at most).',
  tooLarge: 'The file is larger than 5 MB.',
  notAnImage: 'The file is not a JPEG, PNG, WebP or GIF image.',
} as const;

export const UploadRequestBody = Type.Object(
  {
    contentType: Type.Union(IMAGE_CONTENT_TYPES.map((type) => Type.Literal(type))),
    fileSize: Type.Integer({ minimum: 1, maximum: MAX_UPLOAD_BYTES }),
  },
  { additionalProperties: false },
);
export type UploadRequestBody = Static<typeof UploadRequestBody>;

export const SignedUpload = Type.Object(
  {
    signedPost: Type.Object({
      url: Type.String({ description: 'Post the file here as multipart/form-data' }),
      fields: Type.Record(Type.String(), Type.String(), {
        description: 'Send these form fields before the file field',
      }),
    }),
    token: Type.String({ description: 'Upload token for upload-validate' }),
  },
  { additionalProperties: false },
);
export type SignedUpload = Static<typeof SignedUpload>;

export const UploadValidateBody = Type.Object(
  { token: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
