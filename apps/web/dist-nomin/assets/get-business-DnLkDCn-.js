import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
// src/features/businesses/api/get-business.ts
/** GET /business/profile/{id or slug}, with the viewer's access in `session.access`. */
var getBusiness = (id, signal) => apiRequest(`/business/profile/${encodeURIComponent(id)}`, { signal });
var businessQueryOptions = (id) => queryOptions({
	queryKey: [
		"business",
		"profile",
		id
	],
	queryFn: ({ signal }) => getBusiness(id, signal),
	retry: false
});
/** Waits for an id: a slug or id is at least 36 characters long. */
var useBusiness = (id) => useQuery({
	...businessQueryOptions(id),
	enabled: id.length >= 36
});
export { useBusiness as t };

//# sourceMappingURL=get-business-DnLkDCn-.js.map