import { BUSINESS_KINDS } from '@tradeforge/contracts';

/**
 * The business type choices of the create form and the General tab: what a business can be, never the Products
 * or Users search targets that the reference list also holds.
 */
export const BUSINESS_KIND_OPTIONS = BUSINESS_KINDS.map((kind) => ({ id: kind.code, name: kind.label }));
