/** Products of a business: pages, the business's list, saves within the tier's product limit. */
export { productRoutes } from './routes';
export { createProductService, type ProductService } from './service';
export { PRODUCT_FIELDS, toProduct, type ProductSource } from './product-mapper';
export { createDatasheetService, type DatasheetService } from './datasheets';
