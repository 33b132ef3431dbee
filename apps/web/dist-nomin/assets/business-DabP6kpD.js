import { A as Literal, K as Optional, N as Boolean, W as _Object_, _ as Union, et as _Array_, j as Integer, w as Null, y as String } from "./_add_immutable-Bc_qPmB1.js";
import { o as ResponseStats } from "./messages-e9fEiKHk.js";
import { i as StoredImage } from "./profile-Dm_2PdCo.js";
// ../../packages/contracts/src/business.ts
/** Product slots per tier (spec part 2, section 9). */
var PRODUCT_LIMITS = {
	standard: 7,
	gold: 20,
	premium: 50,
	platinum: 100
};
var NullableString = Union([String(), Null()]);
var Reactions = _Object_({ reactionCount: _Object_({ like: Integer({ minimum: 0 }) }) });
/** One of the membership tiers, in ladder order. */
var Subscription = Union([
	Literal("standard"),
	Literal("gold"),
	Literal("premium"),
	Literal("platinum")
]);
/** What a business card shows (spec part 1, section 2, Cards): the fields of the profile a list needs. */
var BusinessSummary = _Object_({
	businessID: String({ format: "uuid" }),
	subscription: Subscription,
	verified: Boolean(),
	createdAt: String({ format: "date-time" }),
	general: _Object_({
		companyName: String(),
		businessType: _Object_({
			code: String(),
			name: String()
		}),
		industry: _Object_({
			id: String(),
			name: String()
		}),
		yearStablished: Union([Integer(), Null()]),
		shortDescription: String(),
		profilePhoto: Union([StoredImage, Null()])
	}),
	contactInfo: _Object_({
		country: _Object_({
			code: String(),
			countryName: String(),
			emoji: String()
		}),
		city: NullableString
	}),
	reactions: Reactions,
	/** Once the business has 3 inquiries in 90 days. */
	responseStats: Optional(ResponseStats)
});
_Object_({
	businessType: _Object_({
		code: String(),
		name: String()
	}),
	businesses: _Array_(BusinessSummary, { maxItems: 3 })
});
export { Subscription as i, PRODUCT_LIMITS as n, Reactions as r, BusinessSummary as t };

//# sourceMappingURL=business-DabP6kpD.js.map