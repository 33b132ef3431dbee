import {
  visibleLength,
  visibleText,
  type PublicProfile,
  type UpdateProfileBody,
  type UserProfile,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { schema } from '@tradeforge/db';
import { invalidField, notFound } from '../../lib/app-error';
import { toPublicProfile, toUserProfile } from './profile-mapper';
import type { ReferenceService } from '../reference';
import * as repository from './repository';
import { normalizeBirthDate, normalizePhone, textOrNull } from './validation';
import { userErrors } from './errors';

type UserPatch = Partial<typeof schema.users.$inferInsert>;

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({ db, reference }: { db: Db; reference: ReferenceService }) {
  async function loadProfile(userId: string) {
    const row = await repository.findProfileRow(db, userId);
    if (!row) throw notFound(userErrors.text('userGone'));
    return row;
  }

  /** The state must belong to the country; a new country without a state clears the old state. */
  async function resolveLocation(userId: string, body: UpdateProfileBody, patch: UserPatch) {
    const current = await repository.findUserLocation(db, userId);
    const country = body.country === undefined ? current?.countryCode : textOrNull(body.country.code);
    if (body.country !== undefined) {
      patch.countryCode = country;
      if (country !== current?.countryCode && body.state === undefined) patch.stateID = null;
    }
    if (body.state !== undefined) {
      const stateID = textOrNull(body.state.stateID);
      if (stateID) {
        await reference.checkCodes({ country });
        const states = country ? await reference.listStates(country) : [];
        if (!states.some((state) => state.stateID === stateID))
          throw invalidField('state', userErrors.text('stateOfCountry'));
      }
      patch.stateID = stateID;
    }
  }

  return {
    async getOwnProfile(userId: string): Promise<UserProfile> {
      return toUserProfile(await loadProfile(userId));
    },

    /** Anyone may read a public profile; it never carries contact details. */
    async getPublicProfile(userId: string): Promise<PublicProfile> {
      const profile = await loadProfile(userId);
      // A suspended account (issue 19) has no public page.
      if (profile.user.suspendedAt) throw notFound(userErrors.text('userGone'));
      return toPublicProfile(profile);
    },

    /** Updates the own profile only (the actor is the subject); e-mail and photos are not writable here. */
    async updateOwnProfile(userId: string, body: UpdateProfileBody): Promise<UserProfile> {
      const patch: UserPatch = {};
      if (body.firstName !== undefined) patch.firstName = requireName(body.firstName, 'firstName');
      if (body.lastName !== undefined) patch.lastName = requireName(body.lastName, 'lastName');
      if (body.mobilePhone !== undefined) {
        const phone = normalizePhone(body.mobilePhone);
        patch.mobilePhoneCountryCode = phone?.countryCode ?? null;
        patch.mobilePhoneNumber = phone?.phoneNumber ?? null;
      }
      if (body.birthDate !== undefined) patch.birthDate = normalizeBirthDate(body.birthDate);
      await resolveLocation(userId, body, patch);
      if (body.city !== undefined) patch.city = textOrNull(body.city);
      if (body.companyName !== undefined) patch.companyName = textOrNull(body.companyName);
      if (body.profession !== undefined) patch.profession = textOrNull(body.profession);
      if (body.briefPresentation !== undefined) patch.briefPresentation = textOrNull(body.briefPresentation);
      if (body.gender !== undefined) patch.genderCode = textOrNull(body.gender.code);
      if (body.preferredLanguage !== undefined)
        patch.preferredLanguageCode = textOrNull(body.preferredLanguage.code);
      if (body.jobPosition !== undefined)
        patch.jobPositionID = body.jobPosition.jobPositionID === '' ? null : body.jobPosition.jobPositionID;
      if (body.businessType !== undefined) patch.businessTypeCode = textOrNull(body.businessType.code);
      if (body.industry !== undefined) patch.industryId = textOrNull(body.industry.id);
      if (body.showBirthDate !== undefined) patch.showBirthDate = body.showBirthDate;
      if (body.showProfession !== undefined) patch.showProfession = body.showProfession;
      await reference.checkCodes({
        country: patch.countryCode,
        gender: patch.genderCode,
        preferredLanguage: patch.preferredLanguageCode,
        jobPosition: patch.jobPositionID,
        businessType: patch.businessTypeCode,
        industry: patch.industryId,
      });
      await repository.updateUser(db, userId, patch);
      return toUserProfile(await loadProfile(userId));
    },
  };
}

function requireName(value: string, field: string) {
  // A name of zero-width or other invisible characters is as missing as one of spaces; it is stored without the
  // invisible characters around it, and needs one character a length limit counts (not a lone accent).
  const trimmed = visibleText(value);
  if (visibleLength(trimmed) < 1) throw invalidField(field, userErrors.text('nameRequired'));
  return trimmed;
}
