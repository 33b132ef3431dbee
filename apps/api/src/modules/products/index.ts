/** Products of a business: pages, the business's list, saves within the tier's product limit. */
export { productRoutes } from './routes';
export { createProductService, type ProductService } from './service';
export { toProduct } from './product-mapper';
export { productWithNames } from './repository';
export { createDatasheetService, type DatasheetService } from './datasheets';
