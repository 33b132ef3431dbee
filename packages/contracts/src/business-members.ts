import { Type, type Static } from 'typebox';
import { StoredImage } from './profile';

/** A business's team (spec part 2, section 3): its members, and the bodies that add one or change their access. */

const MemberAccess = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);

export const BusinessMember = Type.Object({
  userID: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Optional(Type.String({ description: "Shown to the business's owners and admins only" })),
  profilePhoto: Type.Union([StoredImage, Type.Null()]),
  access: MemberAccess,
});
export type BusinessMember = Static<typeof BusinessMember>;

export const MemberAddBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    access: MemberAccess,
  },
  { additionalProperties: false },
);
export const MemberAccessBody = Type.Object({ access: MemberAccess }, { additionalProperties: false });
