// ../../packages/contracts/src/business-types.ts
/**
* Business type codes (spec part 1, section 3). PR and UR are search targets (products, users); the other nine
* are the kinds of business a profile can declare.
*/
var BUSINESS_TYPES = [
	{
		code: "PR",
		label: "Products"
	},
	{
		code: "UR",
		label: "Users"
	},
	{
		code: "MA",
		label: "Manufacturers"
	},
	{
		code: "DI",
		label: "Distributors"
	},
	{
		code: "WS",
		label: "Wholesalers"
	},
	{
		code: "IM",
		label: "Importers"
	},
	{
		code: "EX",
		label: "Exporters"
	},
	{
		code: "RE",
		label: "Retailers"
	},
	{
		code: "IN",
		label: "Investors"
	},
	{
		code: "CO",
		label: "Consultants"
	},
	{
		code: "GO",
		label: "Government"
	}
];
var GLOBAL_COUNTRY = "global";
export { GLOBAL_COUNTRY as n, BUSINESS_TYPES as t };

//# sourceMappingURL=business-types-Ca4ZvgF3.js.map