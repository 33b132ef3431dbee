import type { PublicProfile, UserProfile } from '@tradeforge/contracts';
import type { ProfileRow } from './repository';

/** A reference and its name, or null when either is missing. */
const pair = <K, T>(key: K | null, name: string | null, build: (key: K, name: string) => T): T | null =>
  key !== null && name !== null ? build(key, name) : null;

/** The own profile in the spec's shape (part 2, section 3). */
export function toUserProfile({ user, ...names }: ProfileRow): UserProfile {
  return {
    userID: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobilePhone: user.mobilePhoneCountryCode
      ? { countryCode: user.mobilePhoneCountryCode, phoneNumber: user.mobilePhoneNumber ?? '' }
      : null,
    city: user.city,
    country: pair(user.countryCode, names.countryName, (code, countryName) => ({ code, countryName })),
    state: pair(user.stateID, names.stateName, (stateID, stateName) => ({ stateID, stateName })),
    gender: pair(user.genderCode, names.genderName, (code, name) => ({ code, name })),
    preferredLanguage: pair(user.preferredLanguageCode, names.languageName, (code, languageName) => ({
      code,
      languageName,
    })),
    jobPosition: pair(user.jobPositionID, names.jobPositionName, (jobPositionID, name) => ({
      jobPositionID,
      name,
    })),
    businessType: pair(user.businessTypeCode, names.businessTypeName, (code, name) => ({ code, name })),
    industry: pair(user.industryId, names.industryName, (id, name) => ({ id, name })),
    companyName: user.companyName,
    profession: user.profession,
    birthDate: user.birthDate,
    showBirthDate: user.showBirthDate,
    showProfession: user.showProfession,
    briefPresentation: user.briefPresentation,
    profilePhoto: user.profilePhoto ?? null,
    coverPhoto: user.coverPhoto ?? null,
  };
}

/**
 * What a visitor sees: never the e-mail or the phone (contact goes through the platform's inquiries), and the
 * birth date and profession only when their owner chose to show them.
 */
export function toPublicProfile(row: ProfileRow): PublicProfile {
  const { email: _email, ...profile } = toUserProfile(row);
  return {
    ...profile,
    mobilePhone: null,
    birthDate: profile.showBirthDate ? profile.birthDate : null,
    profession: profile.showProfession ? profile.profession : null,
  };
}
