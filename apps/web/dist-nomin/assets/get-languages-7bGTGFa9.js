import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
// src/features/reference-data/api/get-languages.ts
var getLanguages = (signal) => apiRequest("/ref-data/language", { signal });
/** Reference lists change only with a deployment, so one read per page load is enough. */
var languagesQueryOptions = () => queryOptions({
	queryKey: ["ref-data", "language"],
	queryFn: ({ signal }) => getLanguages(signal),
	staleTime: Infinity
});
var useLanguages = () => useQuery(languagesQueryOptions());
export { useLanguages as t };

//# sourceMappingURL=get-languages-7bGTGFa9.js.map