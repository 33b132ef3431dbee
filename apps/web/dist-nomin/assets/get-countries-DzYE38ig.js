import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
// src/features/reference-data/api/get-countries.ts
var getCountries = (signal) => apiRequest("/ref-data/country", { signal });
/** Reference lists change only with a deployment, so one read per page load is enough. */
var countriesQueryOptions = () => queryOptions({
	queryKey: ["ref-data", "country"],
	queryFn: ({ signal }) => getCountries(signal),
	staleTime: Infinity
});
var useCountries = () => useQuery(countriesQueryOptions());
export { useCountries as t };

//# sourceMappingURL=get-countries-DzYE38ig.js.map