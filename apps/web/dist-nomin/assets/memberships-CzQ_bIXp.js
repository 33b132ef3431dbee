// ../../packages/contracts/src/memberships.ts
var MEMBERSHIP_PLANS = [
	{
		type: "standard",
		label: "Standard",
		priceCents: 0,
		period: "year",
		productSlots: 7,
		verified: false,
		prioritySearch: false,
		boostsPerMonth: 0,
		supportHours: 0
	},
	{
		type: "gold",
		label: "Gold",
		priceCents: 185e3,
		period: "year",
		productSlots: 20,
		verified: true,
		prioritySearch: true,
		boostsPerMonth: 3,
		supportHours: 0
	},
	{
		type: "premium",
		label: "Premium",
		priceCents: 265e3,
		period: "year",
		productSlots: 50,
		verified: true,
		prioritySearch: true,
		boostsPerMonth: 10,
		supportHours: 6
	},
	{
		type: "platinum",
		label: "Platinum",
		priceCents: 365e3,
		period: "year",
		productSlots: 100,
		verified: true,
		prioritySearch: true,
		boostsPerMonth: 20,
		supportHours: 12
	}
];
var findMembershipPlan = (type) => MEMBERSHIP_PLANS.find((plan) => plan.type === type);
/** Plan prices are shown as USD per year with two decimals: `US$ 1,850.00`. */
var formatPlanPrice = (priceCents) => priceCents === 0 ? "Free" : `US$ ${(priceCents / 100).toLocaleString("en-US", {
	minimumFractionDigits: 2,
	maximumFractionDigits: 2
})}`;
export { findMembershipPlan as n, formatPlanPrice as r, MEMBERSHIP_PLANS as t };

//# sourceMappingURL=memberships-CzQ_bIXp.js.map