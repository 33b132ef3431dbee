import { Type, type Static } from 'typebox';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from './uploads';

/** Limits and texts of the profile screens (spec part 2, sections 5 and 8), shared by the API and the web app. */
export const PROFILE_LIMITS = { briefPresentation: 512, name: 100, text: 200, phoneMinDigits: 8 } as const;
export const PROFILE_MESSAGES = {
  invalidPhone: 'Invalid phone number, please check the format (e.g. + 1 12345678)',
  invalidBirthDate: 'Invalid date format, please check it (e.g. 1970-10-24)',
  updated: 'Profile data updated successfully.',
  updateFailed: 'An error has occurred when trying to update',
  loadFailed: 'An unexpected error has occurred, please try again.',
  profilePhotoUploaded: 'Profile picture successfully uploaded',
  coverPhotoUploaded: 'Cover photo successfully uploaded',
  photoUploadFailed: 'An error has occurred when we tried to upload your profile picture',
} as const;

/** Year 19xx or 20xx, month 01-12, day 01-31, separated by '-', ' ', '/' or '.' (spec part 2, section 5). */
export const BIRTH_DATE_PATTERN = /^((?:19|20)\d\d)[- /.](0[1-9]|1[012])[- /.](0[1-9]|[12]\d|3[01])$/;

const Nullable = <T extends ReturnType<typeof Type.Object>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ImageVersion = Type.Object(
  { url: Type.String(), width: Type.Integer(), height: Type.Integer() },
  { additionalProperties: false },
);
export const StoredImage = Type.Object(
  { url: Type.String(), versions: Type.Optional(Type.Record(Type.String(), ImageVersion)) },
  { additionalProperties: false },
);

const profileFields = {
  userID: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  mobilePhone: Nullable(Type.Object({ countryCode: Type.String(), phoneNumber: Type.String() })),
  city: Type.Union([Type.String(), Type.Null()]),
  country: Nullable(Type.Object({ code: Type.String(), countryName: Type.String() })),
  state: Nullable(Type.Object({ stateID: Type.String(), stateName: Type.String() })),
  gender: Nullable(Type.Object({ code: Type.String(), name: Type.String() })),
  preferredLanguage: Nullable(Type.Object({ code: Type.String(), languageName: Type.String() })),
  jobPosition: Nullable(Type.Object({ jobPositionID: Type.Integer(), name: Type.String() })),
  businessType: Nullable(Type.Object({ code: Type.String(), name: Type.String() })),
  industry: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  companyName: Type.Union([Type.String(), Type.Null()]),
  profession: Type.Union([Type.String(), Type.Null()]),
  birthDate: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  showBirthDate: Type.Boolean(),
  showProfession: Type.Boolean(),
  briefPresentation: Type.Union([Type.String(), Type.Null()]),
  profilePhoto: Type.Union([StoredImage, Type.Null()]),
  coverPhoto: Type.Union([StoredImage, Type.Null()]),
};

/** The own profile (GET /user/profile): every field, e-mail included (read-only). */
export const UserProfile = Type.Object(
  { ...profileFields, email: Type.String() },
  { additionalProperties: false },
);
export type UserProfile = Static<typeof UserProfile>;

/**
 * What anyone may see (GET /user/public-profile/{id}): no e-mail and no phone, birth date and profession only
 * when the owner chose to show them (null otherwise).
 */
export const PublicProfile = Type.Object(
  { ...profileFields, mobilePhone: Type.Null() },
  { additionalProperties: false },
);
export type PublicProfile = Static<typeof PublicProfile>;

const Text = (max: number) => Type.String({ maxLength: max });
/** A reference sent as the object the profile answers with, holding only its key ('' clears it). */
/**
 * A reference by its key. The display name the profile answers it with may come back too and is ignored, so a
 * client can send a reference as it received it; any other field is refused.
 */
const Ref = <K extends string>(key: K, maxLength: number, label = 'name') =>
  Type.Object(
    { [key]: Type.String({ maxLength }), [label]: Type.Optional(Type.String()) } as {
      [P in K]: ReturnType<typeof Type.String>;
    },
    { additionalProperties: false },
  );

/**
 * A photo in PUT /user/profile: a new upload's token (from upload-request/user or the photo's own upload-request),
 * the URL of the photo the profile has (kept), or null to remove it.
 */
export const ProfilePhotoRef = Type.Union([
  Type.Object({ token: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
  Type.Object({ url: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
  Type.Null(),
]);
export type ProfilePhotoRef = Static<typeof ProfilePhotoRef>;

/** POST /files/upload-request/user: an image for the own profile, as a profile photo (default) or a cover. */
export const UserUploadRequestBody = Type.Object(
  {
    contentType: Type.Union(IMAGE_CONTENT_TYPES.map((type) => Type.Literal(type))),
    fileSize: Type.Integer({ minimum: 1, maximum: MAX_UPLOAD_BYTES }),
    purpose: Type.Optional(Type.Union([Type.Literal('profile-photo'), Type.Literal('cover-photo')])),
  },
  { additionalProperties: false },
);
export type UserUploadRequestBody = Static<typeof UserUploadRequestBody>;

/**
 * PUT /user/profile: the fields of the profile minus the e-mail; photos as tokens of uploads or kept URLs.
 * Absent fields keep their value; an empty string clears a text field. References are sent as objects holding
 * their key, like the profile answers them.
 */
export const UpdateProfileBody = Type.Object(
  {
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: PROFILE_LIMITS.name })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: PROFILE_LIMITS.name })),
    mobilePhone: Type.Optional(
      Type.Object({ countryCode: Text(8), phoneNumber: Text(32) }, { additionalProperties: false }),
    ),
    city: Type.Optional(Text(PROFILE_LIMITS.text)),
    country: Type.Optional(Ref('code', 2, 'countryName')),
    state: Type.Optional(Ref('stateID', 16, 'stateName')),
    gender: Type.Optional(Ref('code', 16)),
    preferredLanguage: Type.Optional(Ref('code', 8, 'languageName')),
    jobPosition: Type.Optional(
      Type.Object(
        {
          jobPositionID: Type.Union([Type.Integer({ minimum: 1 }), Type.Literal('')]),
          name: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    businessType: Type.Optional(Ref('code', 4)),
    industry: Type.Optional(Ref('id', 16)),
    companyName: Type.Optional(Text(PROFILE_LIMITS.text)),
    profession: Type.Optional(Text(PROFILE_LIMITS.text)),
    birthDate: Type.Optional(Text(10)),
    showBirthDate: Type.Optional(Type.Boolean()),
    showProfession: Type.Optional(Type.Boolean()),
    briefPresentation: Type.Optional(Text(PROFILE_LIMITS.briefPresentation)),
    profilePhoto: Type.Optional(ProfilePhotoRef),
    coverPhoto: Type.Optional(ProfilePhotoRef),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const UserIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
