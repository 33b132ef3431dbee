// src/features/tips/content/tip-0.ts
var tip0 = {
	slug: "export-to-the-world-tip-0",
	number: 0,
	title: "Export to the world: a practical guide for USA manufacturers",
	description: "Why exporting is within reach of small and medium-sized American manufacturers, and the seven steps this guide walks you through.",
	keywords: [
		"export guide USA",
		"how to export",
		"start exporting",
		"industrial export",
		"B2B export tips"
	],
	image: "/images/tip-world.svg",
	sections: [
		{
			heading: "Why export now",
			paragraphs: ["About 95 percent of the world’s consumers and most of its industrial demand live outside the United States. Yet only a small share of American manufacturers sell abroad, and most of those sell to one or two countries. Exporting spreads your risk across markets and economic cycles, lengthens the life of products that have matured at home, and pushes your company to become more competitive.", "It is also far more accessible than it was twenty years ago. Buyers search for suppliers online, samples travel by courier in days, payments can be secured with letters of credit or export credit insurance, and federal and state programs help small companies pay for trade missions and market research."]
		},
		{
			heading: "Start with a plan, not with an order",
			paragraphs: ["Many companies start exporting by accident: a foreign buyer writes, an order is shipped, and then nothing follows. A sustainable export business needs a decision from management, a budget, and a person who owns the project. Treat exporting as you would the launch of a new product line: with objectives, a timeline and a way to measure results."],
			bullets: [
				"Decide which products you will offer abroad and at what price",
				"Choose two or three target markets instead of the whole world",
				"Define how you will reach buyers: distributors, agents, direct sales or a mix",
				"Prepare your company: documents, certifications, a team that answers in 24 hours"
			]
		},
		{
			heading: "What this guide covers",
			paragraphs: ["The six articles that follow take you through each of these decisions, written from the experience of our chief executive and of the companies that have used the network since 2000. Read them in order, or jump to the question you face today."]
		}
	]
};
// src/features/tips/content/tips.ts
/** The seven export tips in their order (0 to 6); tip 0 is the export guide that introduces the others. */
var TIPS = [
	tip0,
	{
		slug: "how-to-create-export-system-tip-1",
		number: 1,
		title: "How to start an export business: building your export system",
		description: "The structure a manufacturer needs before the first container leaves: commitment, a team, export pricing, documents and a response routine.",
		keywords: [
			"how to start exporting",
			"export system",
			"export pricing",
			"Incoterms",
			"export documents USA"
		],
		image: "/images/tip-system.svg",
		sections: [
			{
				heading: "Commitment comes first",
				paragraphs: ["The first export orders rarely pay for the effort that produced them. Buyers abroad test a new supplier with small orders, ask for samples, adaptations and references, and take months to decide. Companies that succeed are those whose owners decide to invest for two or three years before judging the results. Write that decision down, with a budget for travel, trade fairs, samples and marketing."]
			},
			{
				heading: "Put someone in charge",
				paragraphs: ["Export cannot be a side task of a domestic salesperson. Name an export manager, even part-time at first, who speaks the languages of your target markets or can work with translators, understands your products technically, and has the authority to quote prices. Back them with someone in administration who learns export documentation and logistics."]
			},
			{
				heading: "Build an export price",
				paragraphs: ["Your domestic price list is not an export price list. Start from your cost of production, remove domestic costs you will not incur (domestic sales commissions, local advertising), and add those you will: export packaging, documentation, freight forwarding, insurance, financing costs and the margin of your distributor. Quote in the Incoterms rule your buyer expects, usually FCA or FOB for experienced importers and CIF or DAP for smaller ones, and state clearly what is included."],
				bullets: [
					"Prepare an export price list in US dollars, and in euros if you target Europe",
					"Define minimum order quantities and volume discounts",
					"Decide your payment terms: advance payment, letter of credit or open account with credit insurance"
				]
			},
			{
				heading: "Get your documents in order",
				paragraphs: ["Check your products’ export classification (Schedule B number and, where relevant, export control classification) and whether any need a license. Prepare commercial invoice and packing list templates, learn how certificates of origin work for free trade agreement partners, and find a freight forwarder you trust. Certifications such as ISO 9001, CE marking for Europe or local registrations can be decisive; start them early, they take months."]
			},
			{
				heading: "Answer every buyer within 24 hours",
				paragraphs: ["The single habit that most distinguishes successful exporters is speed. A buyer who writes to five suppliers will take seriously the first two that answer completely. Set a routine: requests are read every working day, acknowledged the same day and answered with prices, lead times and terms within 24 hours, even if a full quotation needs longer."]
			}
		]
	},
	{
		slug: "industrial-marketing-tip-2",
		number: 2,
		title: "Industrial export marketing: how to be found by buyers abroad",
		description: "Industrial buyers buy on specifications, reliability and service. How to present your company and products so that they choose you.",
		keywords: [
			"industrial marketing",
			"export marketing",
			"B2B marketing",
			"technical catalogue",
			"international trade fairs"
		],
		image: "/images/tip-marketing.svg",
		sections: [
			{
				heading: "Industrial marketing is different",
				paragraphs: ["A consumer buys on impulse, brand and emotion. An industrial buyer buys on behalf of a company, with a specification, a budget and a boss who will ask why this supplier was chosen. The purchase often involves an engineer, a purchasing manager and a finance director. Your marketing must give each of them what they need to say yes: technical data, proof of reliability, and commercial terms that fit."]
			},
			{
				heading: "Your message: solve a problem, prove you can",
				paragraphs: ["Describe what your product does for the buyer’s operation, not only what it is: less downtime, lower energy use, a certification their customers require. Then prove it with facts: years in business, installed base, certifications, test reports, clients in similar industries, and photos of your real plant and team. A short video of your production line is worth pages of adjectives."]
			},
			{
				heading: "The tools of an exporter",
				paragraphs: ["You do not need a large budget, but you need these basics, in English and in the language of your main market:"],
				bullets: [
					"A complete business profile on a B2B platform, with your best products, specifications and certificates",
					"A technical catalogue and data sheets in PDF, with dimensions in metric units",
					"A website that states clearly what you make, for which industries, and how to contact you",
					"A presentation for distributors: your company, your products, your terms and your support",
					"Samples and a policy for sending them"
				]
			},
			{
				heading: "Trade fairs and visits",
				paragraphs: ["Industrial trade is still built on trust between people. International trade fairs in your sector let you meet dozens of qualified buyers in a few days; federal and state export programs often subsidize a booth in a national pavilion. Prepare meetings before the fair using the directory, follow up every contact within a week, and plan a visit to your most promising markets at least once a year."]
			},
			{
				heading: "Measure and adjust",
				paragraphs: ["Track where each request comes from, how many become quotations, and how many quotations become orders. After six months you will know which markets, products and channels work, and where to put the next dollar of your marketing budget."]
			}
		]
	},
	{
		slug: "distribution-network-tip-3",
		number: 3,
		title: "How to create a product distribution network abroad",
		description: "Export marketing plans, trade fairs, a web platform for export, an export office and staff training: the pieces of a network of distributors that sells for you.",
		keywords: [
			"distribution network abroad",
			"find distributors",
			"export marketing plan",
			"export office",
			"international distributors"
		],
		image: "/images/tip-network.svg",
		sections: [
			{
				heading: "Why distributors",
				paragraphs: ["For most industrial manufacturers, distributors are the fastest way into a foreign market. They know local buyers, hold stock, handle import formalities, offer after-sales service in the local language and carry the credit risk of their customers. In return they expect a margin, exclusivity in their territory if they invest in your brand, and your support."]
			},
			{
				heading: "Write an export marketing plan",
				paragraphs: ["Before searching for partners, decide what you are looking for. An export marketing plan sets out, for each target market, the size of demand for your products, the competitors already present, the prices they charge, the regulations and certifications required, and the profile of the ideal distributor: size, sector, coverage, technical capacity. It also sets objectives and a budget for the first two years."]
			},
			{
				heading: "Find and select candidates",
				paragraphs: ["Use several sources: B2B platforms and their directories of distributors and importers by country, international trade fairs, chambers of commerce, trade associations and the commercial service of US embassies. Contact more candidates than you need, visit the best ones, and check references with their suppliers and customers."],
				bullets: [
					"Do they sell complementary products, not direct competitors?",
					"Do they have technical staff able to sell and service your products?",
					"Do they cover the whole territory they ask for?",
					"Are they financially sound and willing to commit to targets?"
				]
			},
			{
				heading: "A web platform for export",
				paragraphs: ["Distributors will check you online before answering. A strong profile on an international B2B platform, with your full product range, certificates and contact details, makes you visible to candidates you would never find yourself, and lets them send you requests directly. Keep it current: an outdated profile suggests an outdated company."]
			},
			{
				heading: "An export office and trained staff",
				paragraphs: ["A network of distributors needs to be managed. Set up an export office, even of one or two people, that handles quotations, orders, documentation and shipping, and keeps in regular contact with every distributor. Train your staff in export procedures, in your distributors’ languages and cultures, and train your distributors in your products: visits to your plant, technical sessions and sales material in their language pay back many times."]
			},
			{
				heading: "Put it in a contract",
				paragraphs: ["Sign a written distribution agreement covering territory and exclusivity, minimum purchase targets, prices and payment terms, marketing support, use of your brand, duration, termination and applicable law. Start with a trial period of one or two years, and review results together every six months."]
			}
		]
	},
	{
		slug: "international-buyers-tip-4",
		number: 4,
		title: "Who is the industrial buyer, and how to win them",
		description: "Purchasing managers, engineers, distributors and importers: what each industrial buyer abroad looks for in a new supplier, and how to answer them.",
		keywords: [
			"international buyers",
			"industrial buyer",
			"purchasing manager",
			"importers",
			"B2B sales abroad"
		],
		image: "/images/tip-buyers.svg",
		sections: [
			{
				heading: "Many buyers behind one order",
				paragraphs: ["In industrial trade the buyer is rarely one person. An importer or distributor buys to resell; a manufacturer buys components or machines for its own production; a contractor buys for a project; a government body buys through tenders. Inside each organization, several people take part: the user who needs the product, the engineer who writes the specification, the purchasing manager who negotiates, and the manager who signs."]
			},
			{
				heading: "What industrial buyers look for",
				paragraphs: ["Across industries and countries, the same questions decide whether a new supplier gets a chance:"],
				bullets: [
					"Does the product meet the specification and the standards of my market?",
					"Is the supplier reliable: years in business, references, certifications, financial strength?",
					"Is the total cost competitive, including freight, duties, payment terms and service?",
					"Can they deliver on time, in the quantities I need, consistently?",
					"Will they answer quickly and support me after the sale?"
				]
			},
			{
				heading: "How buyers find suppliers today",
				paragraphs: ["Most purchasing processes now start online: a search on a B2B platform or a search engine, a comparison of profiles and catalogues, and requests sent to a short list of suppliers. Trade fairs and recommendations still matter, especially for large contracts, but a supplier that cannot be found online is rarely on the short list."]
			},
			{
				heading: "Answering a request",
				paragraphs: ["Answer within 24 hours. Address the buyer by name, answer exactly what was asked, and include what they will need next: price with the Incoterms rule, minimum order, lead time, payment terms and validity of the offer. Attach the data sheet and your certificates. Ask a question back to qualify the buyer: volumes, application, timeline. A buyer who sees that you understood their need will come back even if this order goes elsewhere."]
			},
			{
				heading: "Building the relationship",
				paragraphs: ["The first order is a test. Deliver exactly what was promised, keep the buyer informed of production and shipping, and ask for feedback after delivery. Industrial customers stay with suppliers who make their life easier for years: that is where the profit of exporting lies."]
			}
		]
	},
	{
		slug: "qualified-exporting-companies-tip-5",
		number: 5,
		title: "Who is a qualified industrial exporter?",
		description: "The capabilities that make a manufacturer ready to export, and a checklist to assess your own company before you approach buyers abroad.",
		keywords: [
			"qualified exporter",
			"export readiness",
			"export capability",
			"ISO 9001",
			"export checklist"
		],
		image: "/images/tip-qualified.svg",
		sections: [
			{
				heading: "Qualified means trusted",
				paragraphs: ["A buyer abroad takes a risk with every new supplier: the goods travel far, disputes are costly and delays stop production lines. A qualified exporter is a company that reduces that risk visibly. It has a competitive product, the capacity to deliver it consistently, the organization to handle export, and the documents to prove all three."]
			},
			{
				heading: "Product and capacity",
				paragraphs: ["Your product must meet the technical standards and regulations of the target market, and be competitive in price once freight and duties are added. You must be able to produce the volumes a foreign distributor needs, on top of your domestic demand, without lengthening lead times. Know your production capacity, your lead times and your minimum order quantities precisely: buyers will ask."]
			},
			{
				heading: "Organization and finance",
				paragraphs: ["A qualified exporter has someone in charge of export, staff who can communicate in English and ideally in the buyer’s language, and a routine for answering requests within 24 hours. It can finance production and shipping for the period until payment, or knows how to use letters of credit, export credit insurance and working-capital programs for exporters."]
			},
			{
				heading: "Proof",
				paragraphs: ["Buyers verify. Keep these ready to send:"],
				bullets: [
					"Company registration and years in business",
					"Quality certifications (ISO 9001 and those of your sector) and product certifications for the target market",
					"Test reports and technical data sheets",
					"References from customers, ideally from other countries",
					"Photos and videos of your plant, and a verified profile on a B2B platform"
				]
			},
			{
				heading: "A self-assessment checklist",
				paragraphs: ["Answer honestly; each “no” is a task for your export plan, not a reason to give up:"],
				bullets: [
					"Does management commit time and budget to export for at least two years?",
					"Have we sold successfully in several US states, beyond our home region?",
					"Do we have spare production capacity of at least 20 percent?",
					"Do we have an export price list and defined payment terms?",
					"Can we answer a request in English within 24 hours?",
					"Do our products meet the standards of our target markets?"
				]
			}
		]
	},
	{
		slug: "best-products-for-export-tip-6",
		number: 6,
		title: "Products you can export: industrial, niche and private label",
		description: "Which products have the best chances abroad, from industrial equipment to niche and private-label products, with the 50 most exported product categories.",
		keywords: [
			"best products to export",
			"private label export",
			"niche products",
			"most exported products",
			"export opportunities"
		],
		image: "/images/tip-products.svg",
		sections: [
			{
				heading: "Industrial products",
				paragraphs: ["Machinery, components, instruments and materials make up the largest share of world trade. American industrial products enjoy a reputation for engineering, reliability and safety that opens doors, especially where standards are strict. They sell on specifications and service: invest in technical documentation, spare parts availability and training for distributors."]
			},
			{
				heading: "Niche products",
				paragraphs: ["Small manufacturers often export most successfully with niche products: a specialized tool, a component for a specific machine, an ingredient with a certification few competitors hold. Demand in each country is small, but so is competition, and buyers pay for expertise. Search for the markets where your niche is served by few suppliers or only by local producers of lower quality."]
			},
			{
				heading: "Private-label products",
				paragraphs: ["Many distributors and retailers abroad want products made for them, under their own brand. Private-label manufacturing lets you use your spare capacity and know-how without building your own brand in every market. Be ready to adapt packaging, labelling and formulation, to accept audits, and to agree minimum quantities and exclusivity carefully."]
			},
			{
				heading: "How to choose yours",
				paragraphs: ["Start from the products that sell best at home and have a clear advantage: quality, technology, price or certification. Check trade statistics for the countries that import them most and the growth of those imports, look at the tariffs and regulations that apply, and ask distributors in those markets what their customers lack. The list below shows the 50 product categories most traded between countries, as a starting point for your research."]
			},
			{
				heading: "The 50 most exported product categories",
				paragraphs: ["By value of world exports, grouped by the Harmonized System chapters that customs use:"],
				bullets: [
					"Crude petroleum oils",
					"Refined petroleum products",
					"Integrated circuits",
					"Passenger cars",
					"Telephones and smartphones",
					"Computers and data-processing machines",
					"Natural gas and petroleum gases",
					"Packaged medicaments",
					"Gold, unwrought or semi-manufactured",
					"Parts and accessories of motor vehicles",
					"Blood, vaccines and immunological products",
					"Coal and briquettes",
					"Electrical transformers and power supplies",
					"Diodes, transistors and photovoltaic cells",
					"Electric accumulators and batteries",
					"Iron ores and concentrates",
					"Insulated wire and cable",
					"Medical and surgical instruments",
					"Aircraft, helicopters and spacecraft",
					"Computer parts and accessories",
					"Broadcasting and video equipment",
					"Electrical switching and protection apparatus",
					"Centrifugal pumps and pumps for liquids",
					"Valves, taps and similar appliances",
					"Air and vacuum pumps and compressors",
					"Turbojets, turboprops and gas turbines",
					"Trucks and delivery vehicles",
					"Plastics in primary forms (polyethylene, polypropylene)",
					"Plastic articles and packaging",
					"Copper, refined and copper alloys",
					"Flat-rolled iron and steel products",
					"Aluminium, unwrought and aluminium products",
					"Soybeans",
					"Wheat and meslin",
					"Maize (corn)",
					"Fresh and frozen beef",
					"Coffee",
					"Wine",
					"Palm oil and vegetable oils",
					"Fish fillets and seafood",
					"Furniture and parts",
					"Seats and office chairs",
					"Footwear",
					"Knitted garments (T-shirts, sweaters)",
					"Cosmetics and skin-care preparations",
					"Perfumes and toilet waters",
					"Toys, games and sports equipment",
					"Tires of rubber",
					"Electric motors and generators",
					"Measuring, checking and analysing instruments"
				]
			}
		]
	}
];
var findTip = (slug) => TIPS.find((tip) => tip.slug === slug);
export { findTip as n, tip0 as r, TIPS as t };

//# sourceMappingURL=tips-29SINZ3c.js.map