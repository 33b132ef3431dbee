import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
// src/features/products/api/get-product.ts
/** GET /product/{id or slug}. */
var getProduct = (id, signal) => apiRequest(`/product/${encodeURIComponent(id)}`, { signal });
var productQueryOptions = (id) => queryOptions({
	queryKey: [
		"product",
		"one",
		id
	],
	queryFn: ({ signal }) => getProduct(id, signal),
	retry: false
});
var useProduct = (id) => useQuery(productQueryOptions(id));
export { useProduct as n, productQueryOptions as t };

//# sourceMappingURL=get-product-CA4uawys.js.map