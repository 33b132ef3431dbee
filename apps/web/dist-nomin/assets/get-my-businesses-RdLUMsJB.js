import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
// src/features/businesses/api/get-my-businesses.ts
/** GET /business/profile/my-list: the businesses the user belongs to, with their access. */
var getMyBusinesses = (signal) => apiRequest("/business/profile/my-list", { signal });
var myBusinessesQueryOptions = () => queryOptions({
	queryKey: ["business", "my-list"],
	queryFn: ({ signal }) => getMyBusinesses(signal)
});
var useMyBusinesses = (enabled = true) => useQuery({
	...myBusinessesQueryOptions(),
	enabled
});
export { useMyBusinesses as t };

//# sourceMappingURL=get-my-businesses-RdLUMsJB.js.map