import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
// src/features/industries/api/get-industry-tree.ts
var getIndustryTree = (signal) => apiRequest("/catsys/industry/full-tree", { signal });
var industryTreeQueryOptions = () => queryOptions({
	queryKey: [
		"catsys",
		"industry",
		"full-tree"
	],
	queryFn: ({ signal }) => getIndustryTree(signal),
	staleTime: Infinity
});
var useIndustryTree = () => useQuery(industryTreeQueryOptions());
export { useIndustryTree as t };

//# sourceMappingURL=get-industry-tree-CyLFn-yi.js.map