import { n as useQuery, t as queryOptions } from "./queryOptions-nkV4jOTN.js";
import { n as apiRequest } from "./http-4wuBHQRk.js";
import { s as saveProfile } from "./session-BK40Mzwf.js";
// src/features/profile/api/get-profile.ts
/** GET user/profile; the answer is also kept in local storage (spec part 1, section 7). */
async function getProfile(signal) {
	const profile = await apiRequest("/user/profile", { signal });
	saveProfile(profile);
	return profile;
}
var profileQueryOptions = () => queryOptions({
	queryKey: ["user", "profile"],
	queryFn: ({ signal }) => getProfile(signal),
	retry: false
});
var useProfile = () => useQuery(profileQueryOptions());
export { useProfile as t };

//# sourceMappingURL=get-profile-1cHg_7ze.js.map