// src/lib/network.ts
var portal = (code, country, region) => ({
	code,
	country,
	region,
	url: `https://${code.toLowerCase()}.tradeforge.net`
});
var NETWORK_PORTALS = [
	portal("MX", "Mexico", "Americas"),
	portal("CA", "Canada", "Americas"),
	portal("BR", "Brazil", "Americas"),
	portal("AR", "Argentina", "Americas"),
	portal("CL", "Chile", "Americas"),
	portal("PE", "Peru", "Americas"),
	portal("CO", "Colombia", "Americas"),
	portal("ES", "Spain", "Europe"),
	portal("IT", "Italy", "Europe"),
	portal("DE", "Germany", "Europe"),
	portal("FR", "France", "Europe"),
	portal("GB", "United Kingdom", "Europe"),
	portal("PT", "Portugal", "Europe"),
	portal("NL", "Netherlands", "Europe"),
	portal("PL", "Poland", "Europe"),
	portal("TR", "Turkey", "Europe"),
	portal("CN", "China", "Asia-Pacific"),
	portal("IN", "India", "Asia-Pacific"),
	portal("JP", "Japan", "Asia-Pacific"),
	portal("KR", "South Korea", "Asia-Pacific"),
	portal("VN", "Vietnam", "Asia-Pacific"),
	portal("AU", "Australia", "Asia-Pacific"),
	portal("AE", "United Arab Emirates", "Middle East & Africa"),
	portal("EG", "Egypt", "Middle East & Africa"),
	portal("ZA", "South Africa", "Middle East & Africa")
];
var portalUrl = (code) => NETWORK_PORTALS.find((entry) => entry.code === code)?.url;
/** English is this site; the other languages open the sister portal that speaks them. */
var NETWORK_LANGUAGES = [
	{
		label: "English",
		lang: "en",
		url: void 0
	},
	{
		label: "Spanish",
		lang: "es",
		url: portalUrl("ES")
	},
	{
		label: "Italian",
		lang: "it",
		url: portalUrl("IT")
	},
	{
		label: "Chinese",
		lang: "zh",
		url: portalUrl("CN")
	}
];
export { NETWORK_PORTALS as n, NETWORK_LANGUAGES as t };

//# sourceMappingURL=network-DFqpa36n.js.map