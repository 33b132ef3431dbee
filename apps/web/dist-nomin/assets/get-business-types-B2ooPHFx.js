import { n as apiRequest } from "./http-4wuBHQRk.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
// src/lib/country-states.ts
/**
* GET /ref-data/country/{code}/state. Here rather than in a feature because the shared country and state fields
* of the business, profile and enquiry forms need it, and features may not import each other.
*/
var getCountryStates = (code, signal) => apiRequest(`/ref-data/country/${encodeURIComponent(code)}/state`, { signal });
/** Reference lists change only with a deployment, so one read per page load is enough. */
var countryStatesQueryOptions = (code) => queryOptions({
	queryKey: [
		"ref-data",
		"country",
		code,
		"state"
	],
	queryFn: ({ signal }) => getCountryStates(code, signal),
	staleTime: Infinity
});
var useCountryStates = (code) => useQuery({
	...countryStatesQueryOptions(code),
	enabled: code.length === 2
});
// src/features/reference-data/api/get-business-types.ts
var getBusinessTypes = (signal) => apiRequest("/ref-data/business-type", { signal });
/** Reference lists change only with a deployment, so one read per page load is enough. */
var businessTypesQueryOptions = () => queryOptions({
	queryKey: ["ref-data", "business-type"],
	queryFn: ({ signal }) => getBusinessTypes(signal),
	staleTime: Infinity
});
var useBusinessTypes = () => useQuery(businessTypesQueryOptions());
export { useCountryStates as n, useBusinessTypes as t };

//# sourceMappingURL=get-business-types-B2ooPHFx.js.map