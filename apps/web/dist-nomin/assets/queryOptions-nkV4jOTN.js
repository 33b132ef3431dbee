import { o as useBaseQuery, s as QueryObserver } from "./http-4wuBHQRk.js";
// ../../node_modules/@tanstack/react-query/build/modern/useQuery.js
function useQuery(options, queryClient) {
	return useBaseQuery(options, QueryObserver, queryClient);
}
// ../../node_modules/@tanstack/react-query/build/modern/queryOptions.js
function queryOptions(options) {
	return options;
}
export { useQuery as n, queryOptions as t };

//# sourceMappingURL=queryOptions-nkV4jOTN.js.map