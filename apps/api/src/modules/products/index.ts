/**
 * Products of a business: pages, the business's list, saves within the tier's product limit (enforced under a lock
 * on the business row). The taxonomy is checked as one branch; images are upload tokens (new) or existing URLs
 * (kept). Commercial terms (`terms.ts`) live in typed columns, currencies checked with `Intl`; the PDF datasheet
 * (`datasheets.ts`) is checked by its bytes and served as a download.
 */
export { productRoutes } from './routes';
export { createProductService, type ProductService } from './service';
export { PRODUCT_FIELDS, toProduct, type ProductSource } from './product-mapper';
export { createDatasheetService, type DatasheetService } from './datasheets';
