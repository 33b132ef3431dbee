import type {
  BusinessContactBody,
  BusinessCreateBody,
  BusinessFactoryBody,
  BusinessGeneralBody,
  BusinessTermsBody,
  BusinessTradeBody,
  CertificateBody,
  BusinessProfile,
  ViewerAccess,
} from '@tradeforge/contracts';
import type { InvalidatedCache } from '../../lib/invalidated-cache';
import type { Db, schema } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import type { ReferenceService } from '../reference';
import { toResponseStats } from './card-mapper';
import { toBusinessProfile } from './profile-mapper';
import { prepareProfileRead } from './profile-repository';
import { normalizeVideoUrl } from '../../lib/video-url';
import { optionalText, requiredText } from '../../lib/text';
import * as repository from './repository';
import type { BusinessAccess } from './repository';
import {
  checkCertificateDates,
  checkCountryAndState,
  checkRange,
  checkYear,
  names,
  normalizePhone,
  normalizeWebsite,
  resolveCategories,
} from './validation';
import { commonErrors } from '../../lib/errors';
import { businessErrors } from './errors';

type StoredImage = NonNullable<(typeof schema.businesses.$inferSelect)['profilePhoto']>;

/** Turns the token of a validated upload into the stored image, checking that `userId` uploaded it. */
export type ImageResolver = (token: string, userId: string) => Promise<StoredImage>;

export const MANAGERS: BusinessAccess[] = ['owner', 'admin'];

export function createBusinessService({
  db,
  reference,
  resolveImage,
  deleteImages,
  deleteDatasheets,
  deletePrivateFiles,
  profiles,
}: {
  db: Db;
  reference: ReferenceService;
  resolveImage: ImageResolver;
  /** Deletes the files of images nobody uses any more. */
  deleteImages: (images: StoredImage[]) => Promise<void>;
  /** Deletes the PDF files of deleted products (the products module keeps them). */
  deleteDatasheets: (datasheets: schema.ProductDatasheet[]) => Promise<void>;
  /** Deletes private files by storage key: a deleted business's verification documents (the verification module's). */
  deletePrivateFiles: (keys: string[]) => Promise<void>;
  /**
   * Public profiles by business id, kept while the database's changes to them are heard of
   * (`listenForChanges` in services.ts). Without one every read goes to the database.
   */
  profiles?: InvalidatedCache<BusinessProfile>;
}) {
  /** Authorization: the user's access to the business, or 404 / 403. */
  async function requireAccess(businessId: string, userId: string, allowed: BusinessAccess[]) {
    const business = await repository.findBusiness(db, businessId);
    if (!business) throw notFound(commonErrors.text('gone', { what: 'business' }));
    const access = await repository.findAccess(db, businessId, userId);
    if (!access || !allowed.includes(access)) {
      const who = allowed.includes('member') ? 'members' : allowed.includes('admin') ? 'managers' : 'owner';
      throw new AppError('Forbidden', businessErrors.text('onlyRoles', { roles: allowed.join(' or '), who }));
    }
    return { business, access };
  }

  async function optionalImage(token: string | undefined, userId: string) {
    return token ? resolveImage(token, userId) : undefined;
  }

  const readProfile = prepareProfileRead(db);

  /**
   * The page as a visitor without a session sees it: what `profiles` keeps. A business suspended by an operator
   * (issue 19) has none; its members read it with `suspended`.
   */
  async function loadPublicProfile(businessId: string, suspended = false) {
    const row = await readProfile(businessId);
    if (!row || (row.suspendedAt && !suspended)) return undefined;
    const { categories, certificates, likes, responseStats, ...business } = row;
    return toBusinessProfile(
      business,
      {
        categories,
        certificates,
        likes,
        responseStats: toResponseStats(responseStats),
        access: 'none',
      },
      reference,
    );
  }

  async function getProfile(businessId: string, viewerId?: string) {
    const [profile, access] = await Promise.all([
      profiles
        ? profiles.get(businessId, () => loadPublicProfile(businessId))
        : loadPublicProfile(businessId),
      viewerId ? repository.findAccess(db, businessId, viewerId) : undefined,
    ]);
    // A suspended business is gone for all but its members; they are told why by mail.
    const shown = profile ?? (access ? await loadPublicProfile(businessId, true) : undefined);
    if (!shown) throw notFound(commonErrors.text('gone', { what: 'business' }));
    return access ? { ...shown, session: { access: access as ViewerAccess } } : shown;
  }

  /** The profile after this instance changed it: read again now, without waiting for the change's notification. */
  function freshProfile(businessId: string, viewerId: string) {
    profiles?.invalidate(businessId);
    return getProfile(businessId, viewerId);
  }

  return {
    requireAccess,
    getProfile,

    async createBusiness(userId: string, body: BusinessCreateBody) {
      const companyName = requiredText('companyName', body.companyName, 2);
      const shortDescription = requiredText('shortDescription', body.shortDescription, 20);
      const { industryId, categoryIds } = await resolveCategories(body.categories, reference);
      const location = await checkCountryAndState('', body.country, body.state, reference);
      const [profilePhoto, coverPhoto] = await Promise.all([
        optionalImage(body.profilePhoto, userId),
        optionalImage(body.coverPhoto, userId),
      ]);
      const business = await db.transaction((tx) =>
        repository.insertBusiness(
          tx,
          {
            companyName,
            businessTypeCode: body.businessType,
            industryId,
            countryCode: location.countryCode!,
            stateID: location.stateID,
            shortDescription,
            textLanguage: body.textLanguage ?? 'en',
            profilePhoto,
            coverPhoto,
          },
          categoryIds,
          userId,
        ),
      );
      return freshProfile(business.id, userId);
    },

    async updateGeneral(userId: string, businessId: string, body: BusinessGeneralBody) {
      await requireAccess(businessId, userId, MANAGERS);
      const companyName = requiredText('companyName', body.companyName, 2);
      const shortDescription = requiredText('shortDescription', body.shortDescription, 20);
      checkYear('yearStablished', body.yearStablished);
      checkRange('totalAnnualRevenue', body.totalAnnualRevenue);
      checkRange('totalEmployees', body.totalEmployees);
      checkRange('totalProductionEmployees', body.totalProductionEmployees);
      checkRange('productionCapacity', body.productionCapacity);
      const { industryId, categoryIds } = await resolveCategories(body.categories, reference);
      const [profilePhoto, coverPhoto] = await Promise.all([
        optionalImage(body.profilePhoto, userId),
        optionalImage(body.coverPhoto, userId),
      ]);
      await db.transaction(async (tx) => {
        await repository.updateBusiness(tx, businessId, {
          companyName,
          businessTypeCode: body.businessType,
          industryId,
          yearEstablished: body.yearStablished ?? null,
          totalAnnualRevenue: body.totalAnnualRevenue ?? null,
          totalEmployees: body.totalEmployees ?? null,
          totalProductionEmployees: body.totalProductionEmployees ?? null,
          productionCapacity: body.productionCapacity
            ? { ...body.productionCapacity, unit: optionalText(body.productionCapacity.unit) }
            : null,
          shortDescription,
          generalDescription: body.generalDescription?.trim() || null,
          ...(body.textLanguage ? { textLanguage: body.textLanguage } : {}),
          videoUrl: normalizeVideoUrl(body.video?.url),
          ...(profilePhoto ? { profilePhoto } : {}),
          ...(coverPhoto ? { coverPhoto } : {}),
        });
        await repository.replaceCategories(tx, businessId, categoryIds);
      });
      return freshProfile(businessId, userId);
    },

    async updateContact(userId: string, businessId: string, body: BusinessContactBody) {
      await requireAccess(businessId, userId, MANAGERS);
      const location = await checkCountryAndState('', body.country, body.state, reference);
      const phone = normalizePhone('phone', body.phone);
      const mobile = normalizePhone('mobilePhone', body.mobilePhone);
      await repository.updateBusiness(db, businessId, {
        legalAddress: body.legalAddressEnglish?.trim() || null,
        shippingAddress: body.shippingAddressEnglish?.trim() || null,
        city: body.city?.trim() || null,
        zipcode: body.zipcode?.trim() || null,
        countryCode: location.countryCode!,
        stateID: location.stateID,
        email: body.email?.trim().toLowerCase() || null,
        website: normalizeWebsite(body.website),
        phoneCountryCode: phone.countryCode,
        phoneNumber: phone.number,
        mobileCountryCode: mobile.countryCode,
        mobileNumber: mobile.number,
      });
      return freshProfile(businessId, userId);
    },

    async updateFactory(userId: string, businessId: string, body: BusinessFactoryBody) {
      await requireAccess(businessId, userId, MANAGERS);
      const location = await checkCountryAndState('factory/', body.country, body.state, reference);
      await repository.updateBusiness(db, businessId, {
        factory: {
          ...body,
          manufacturingFacilities: optionalText(body.manufacturingFacilities),
          city: optionalText(body.city),
          zipcode: optionalText(body.zipcode),
          countryCode: location.countryCode ?? undefined,
          stateID: location.stateID ?? undefined,
        },
      });
      return freshProfile(businessId, userId);
    },

    async updateTrade(userId: string, businessId: string, body: BusinessTradeBody) {
      await requireAccess(businessId, userId, MANAGERS);
      const known = new Set((await reference.listLanguages()).map((language) => language.code));
      const unknown = body.spokenLanguages?.find((code) => !known.has(code));
      if (unknown)
        throw new AppError('ValidationError', businessErrors.text('unknownLanguage', { code: unknown }));
      await repository.updateBusiness(db, businessId, {
        tradeCapabilities: { ...body, markets: names('markets', body.markets) },
      });
      return freshProfile(businessId, userId);
    },

    async updateTerms(userId: string, businessId: string, body: BusinessTermsBody) {
      await requireAccess(businessId, userId, MANAGERS);
      await repository.updateBusiness(db, businessId, {
        businessTerms: {
          acceptedDeliveryTerms: names('acceptedDeliveryTerms', body.acceptedDeliveryTerms),
          acceptedPaymentCurrencies: names('acceptedPaymentCurrencies', body.acceptedPaymentCurrencies),
          packagingTypes: names('packagingTypes', body.packagingTypes),
          acceptedPaymentTypes: names('acceptedPaymentTypes', body.acceptedPaymentTypes),
        },
      });
      return freshProfile(businessId, userId);
    },

    async addCertificate(userId: string, businessId: string, body: CertificateBody) {
      await requireAccess(businessId, userId, MANAGERS);
      checkCertificateDates(body.issueDate, body.expireDate);
      const photo = await optionalImage(body.photo, userId);
      await repository.insertCertificate(db, {
        businessId,
        name: requiredText('name', body.name),
        issueDate: body.issueDate ?? null,
        expireDate: body.expireDate ?? null,
        photo: photo ?? null,
      });
      return freshProfile(businessId, userId);
    },

    async removeCertificate(userId: string, businessId: string, certificateId: string) {
      await requireAccess(businessId, userId, MANAGERS);
      const deleted = await repository.deleteCertificate(db, businessId, certificateId);
      if (deleted.length === 0) throw notFound(businessErrors.text('certificateGone'));
      return freshProfile(businessId, userId);
    },

    /**
     * The owner deletes the business: in one transaction its products, posts, certificates, members, the likes and
     * comments it gave as itself and those on all of its things, its verification requests; then, once that is
     * committed, their image files, its products' datasheets and its verification documents.
     */
    async deleteBusiness(userId: string, businessId: string) {
      await requireAccess(businessId, userId, ['owner']);
      const files = await db.transaction((tx) => repository.deleteBusinessWithFiles(tx, businessId));
      await deleteImages(files.images);
      await deleteDatasheets(files.datasheets);
      await deletePrivateFiles(files.privateKeys);
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
