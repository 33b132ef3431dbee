import type { NeedHelpEnquiry } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { Mailer } from '@tradeforge/mail';
import { invalidField as invalid } from '../../lib/app-error';
import { parsePhoneText } from '../../lib/phone';
import { optionalText } from '../../lib/text';
import type { ReferenceService } from '../reference';
import { composeEnquiryMail } from './mail';
import * as repository from './repository';
import { needHelpErrors } from './errors';

export interface NeedHelpDeps {
  db: Db;
  mailer: Mailer;
  reference: ReferenceService;
  operatorEmail: string;
  siteName: string;
}

/**
 * Empty strings are what untouched form fields send: they mean "not given" (as do spaces or invisible characters
 * only), and the rest is trimmed.
 */
function normalize(enquiry: NeedHelpEnquiry): NeedHelpEnquiry {
  const entries = Object.entries(enquiry)
    .map(([key, value]) => [key, typeof value === 'string' ? optionalText(value) : value] as const)
    .filter(([, value]) => value !== '' && value !== undefined);
  return Object.fromEntries(entries) as NeedHelpEnquiry;
}

/** The site's one phone rule (`lib/phone.ts`); numbers without a + are US numbers. */
function checkPhone(field: string, value: string | undefined) {
  if (value !== undefined && !parsePhoneText(value))
    throw invalid(field, needHelpErrors.text('phone', { field, value }));
}

async function checkReferences(reference: ReferenceService, enquiry: NeedHelpEnquiry) {
  const [businessTypes, jobPositions, countries, usaStates] = await Promise.all([
    reference.listBusinessTypes(),
    reference.listJobPositions(),
    reference.listCountries(),
    reference.listStates('US'),
  ]);
  if (enquiry.businessType && !businessTypes.some((type) => type.code === enquiry.businessType))
    throw invalid('businessType', needHelpErrors.text('businessType', { value: enquiry.businessType }));
  if (enquiry.jobPosition && !jobPositions.some((job) => job.jobPositionID === enquiry.jobPosition))
    throw invalid('jobPosition', needHelpErrors.text('jobPosition', { value: enquiry.jobPosition }));
  if (enquiry.country && !countries.some((country) => country.code === enquiry.country))
    throw invalid('country', needHelpErrors.text('country', { value: enquiry.country }));
  if (enquiry.usaState && !usaStates.some((state) => state.stateID === enquiry.usaState))
    throw invalid('usaState', needHelpErrors.text('usaState', { value: enquiry.usaState }));
}

const products = (...names: (string | undefined)[]) => names.filter((name): name is string => !!name);

export function createNeedHelpService({ db, mailer, reference, operatorEmail, siteName }: NeedHelpDeps) {
  return {
    /**
     * Stores the enquiry first (it must never be lost), then mails it to the operator; the mailer records the mail
     * in the outbox and never throws on a delivery failure, so a stored enquiry always answers success.
     */
    async sendEnquiry(input: NeedHelpEnquiry, senderIp: string) {
      const enquiry = normalize(input);
      if (!enquiry.companyPhone) throw invalid('companyPhone', needHelpErrors.text('companyPhoneRequired'));
      if (!enquiry.email) throw invalid('email', needHelpErrors.text('emailRequired'));
      checkPhone('companyPhone', enquiry.companyPhone);
      checkPhone('mobilePhone', enquiry.mobilePhone);
      checkPhone('companyFax', enquiry.companyFax);
      await checkReferences(reference, enquiry);

      const { buyProduct1, buyProduct2, buyProduct3, buyProduct4, ...rest } = enquiry;
      const { sellProduct1, sellProduct2, sellProduct3, sellProduct4, ...fields } = rest;
      const buyProducts = products(buyProduct1, buyProduct2, buyProduct3, buyProduct4);
      const sellProducts = products(sellProduct1, sellProduct2, sellProduct3, sellProduct4);
      const stored = await repository.insertEnquiry(db, {
        ...fields,
        companyPhone: enquiry.companyPhone,
        email: enquiry.email,
        buyProducts,
        sellProducts,
        senderIp,
      });
      await mailer.send({
        to: operatorEmail,
        replyTo: enquiry.email,
        kind: 'needhelp',
        metadata: { enquiryID: stored.id },
        ...composeEnquiryMail({ siteName, enquiry, buyProducts, sellProducts, enquiryID: stored.id }),
      });
      return { enquiryID: stored.id };
    },
  };
}

export type NeedHelpService = ReturnType<typeof createNeedHelpService>;
