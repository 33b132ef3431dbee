import { Type, type Static } from 'typebox';
import { BusinessIdParams } from './business-profile';
import { StoredImage } from './profile';

const Nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Invitations a business sends per day, and a person sends per day across businesses (abuse control). */
export const INVITATION_LIMITS = { perBusinessPerDay: 20, perInviterPerDay: 50, validDays: 14 } as const;

/** What the add-member form is told, the same whether or not the address has an account. */
export const INVITATION_SENT_MESSAGE =
  'Invitation sent. They become a member when they open the link in its e-mail and accept, after logging in or registering with that e-mail.';
/** The same, on a site that sends no mail: the inviter passes the invitation's link on. */
export const INVITATION_LINK_MESSAGE =
  'Invitation ready. This site sends no e-mail: pass the link on to them. They become a member when they open it and accept, after logging in or registering with that e-mail.';

const MemberAccess = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);

/** A pending invitation as the business's managers see it. */
export const PendingInvitation = Type.Object({
  invitationID: Type.String({ format: 'uuid' }),
  email: Type.String(),
  access: MemberAccess,
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PendingInvitation = Static<typeof PendingInvitation>;

/** An invitation as the invitee sees it (addressed to the e-mail of their account). */
export const ReceivedInvitation = Type.Object({
  invitationID: Type.String({ format: 'uuid' }),
  businessID: Type.String({ format: 'uuid' }),
  companyName: Type.String(),
  profilePhoto: Nullable(StoredImage),
  access: MemberAccess,
  invitedBy: Nullable(Type.String({ description: "The inviter's name" })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ReceivedInvitation = Static<typeof ReceivedInvitation>;

export const InvitationSent = Type.Object({
  message: Type.String(),
  /** Only when the site sends no mail: the single-use link the inviter passes on (it is not kept, only its hash). */
  link: Type.Optional(Type.String({ format: 'uri' })),
  invitations: Type.Array(PendingInvitation),
});
export type InvitationSent = Static<typeof InvitationSent>;

export const InvitationParams = Type.Object({ invitationID: Type.String({ format: 'uuid' }) });
/** Accepting takes the secret of the invitation's link, which only its mail (or its inviter) hands on. */
export const InvitationAcceptBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100, description: 'The `token` of the invitation link' }) },
  { additionalProperties: false },
);
export type InvitationAcceptBody = Static<typeof InvitationAcceptBody>;
export const BusinessInvitationParams = Type.Object({
  id: BusinessIdParams.properties.id,
  invitationID: Type.String({ format: 'uuid' }),
});
