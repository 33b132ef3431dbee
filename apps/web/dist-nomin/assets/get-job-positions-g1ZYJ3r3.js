import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
// src/features/reference-data/api/get-job-positions.ts
var getJobPositions = (signal) => apiRequest("/ref-data/job-position", { signal });
/** Reference lists change only with a deployment, so one read per page load is enough. */
var jobPositionsQueryOptions = () => queryOptions({
	queryKey: ["ref-data", "job-position"],
	queryFn: ({ signal }) => getJobPositions(signal),
	staleTime: Infinity
});
var useJobPositions = () => useQuery(jobPositionsQueryOptions());
export { useJobPositions as t };

//# sourceMappingURL=get-job-positions-g1ZYJ3r3.js.map