import type { PublicProfile, UpdateProfileBody, UserProfile } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { schema } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { toPublicProfile, toUserProfile } from './profile-mapper';
import * as repository from './repository';
import { normalizeBirthDate, normalizePhone, textOrNull } from './validation';

type UserPatch = Partial<typeof schema.users.$inferInsert>;
/** PostgreSQL's foreign-key violation: a reference (country, gender, ...) that does not exist. */
const FOREIGN_KEY_VIOLATION = '23503';

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService(db: Db) {
  let dialCodes: Promise<Set<string>> | undefined;
  const knownDialCodes = () => (dialCodes ??= repository.findDialCodes(db).then((codes) => new Set(codes)));

  async function loadProfile(userId: string) {
    const row = await repository.findProfileRow(db, userId);
    if (!row) throw notFound('This user does not exist.');
    return row;
  }

  /** The state must belong to the country; a new country without a state clears the old state. */
  async function resolveLocation(actor: AuthUser, body: UpdateProfileBody, patch: UserPatch) {
    const current = await repository.findUserLocation(db, actor.id);
    const country = body.country === undefined ? current?.countryCode : textOrNull(body.country.code);
    if (body.country !== undefined) {
      patch.countryCode = country;
      if (country !== current?.countryCode && body.state === undefined) patch.stateID = null;
    }
    if (body.state !== undefined) {
      const stateID = textOrNull(body.state.stateID);
      if (stateID) {
        const state = await repository.findState(db, stateID);
        if (!state || state.countryCode !== country)
          throw new AppError('ValidationError', 'The state does not belong to the selected country.', {
            field: 'state',
          });
      }
      patch.stateID = stateID;
    }
  }

  return {
    async getOwnProfile(actor: AuthUser): Promise<UserProfile> {
      return toUserProfile(await loadProfile(actor.id));
    },

    /** Anyone may read a public profile; it never carries contact details. */
    async getPublicProfile(userId: string): Promise<PublicProfile> {
      return toPublicProfile(await loadProfile(userId));
    },

    /** Updates the own profile only (the actor is the subject); e-mail and photos are not writable here. */
    async updateOwnProfile(actor: AuthUser, body: UpdateProfileBody): Promise<UserProfile> {
      const patch: UserPatch = {};
      if (body.firstName !== undefined) patch.firstName = requireName(body.firstName, 'firstName');
      if (body.lastName !== undefined) patch.lastName = requireName(body.lastName, 'lastName');
      if (body.mobilePhone !== undefined) {
        const phone = normalizePhone(body.mobilePhone, await knownDialCodes());
        patch.mobilePhoneCountryCode = phone?.countryCode ?? null;
        patch.mobilePhoneNumber = phone?.phoneNumber ?? null;
      }
      if (body.birthDate !== undefined) patch.birthDate = normalizeBirthDate(body.birthDate);
      await resolveLocation(actor, body, patch);
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
      try {
        await repository.updateUser(db, actor.id, patch);
      } catch (error) {
        if (
          (error as { cause?: { code?: string } }).cause?.code === FOREIGN_KEY_VIOLATION ||
          (error as { code?: string }).code === FOREIGN_KEY_VIOLATION
        )
          throw new AppError('ValidationError', 'One of the selected options does not exist.');
        throw error;
      }
      return toUserProfile(await loadProfile(actor.id));
    },
  };
}

function requireName(value: string, field: string) {
  const trimmed = value.trim();
  if (!trimmed) throw new AppError('ValidationError', 'First and last name are required.', { field });
  return trimmed;
}
