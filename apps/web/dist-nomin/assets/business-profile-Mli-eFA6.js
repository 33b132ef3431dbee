import { A as Literal, K as Optional$1, N as Boolean, S as Number, W as _Object_, _ as Union, et as _Array_, j as Integer, w as Null, y as String } from "./_add_immutable-Bc_qPmB1.js";
import { i as Subscription, r as Reactions } from "./business-DabP6kpD.js";
import { o as ResponseStats } from "./messages-e9fEiKHk.js";
import { i as StoredImage } from "./profile-Dm_2PdCo.js";
var ViewerAccess = Union([
	Literal("owner"),
	Literal("admin"),
	Literal("member"),
	Literal("none")
]);
var ProfileBusinessType = Union([
	Literal("MA"),
	Literal("DI"),
	Literal("WS"),
	Literal("IM"),
	Literal("EX"),
	Literal("RE"),
	Literal("IN"),
	Literal("CO"),
	Literal("GO")
], { description: "Business type code (PR and UR are search targets, not business types)" });
var Optional = (schema) => Optional$1(schema);
var Text = (maxLength, minLength = 0) => String({
	minLength,
	maxLength
});
var CountryCode = String({ pattern: "^[A-Za-z]{2}$" });
var StateId = String({
	minLength: 3,
	maxLength: 16
});
var CategoryRef = String({
	pattern: "^\\d{4}\\.\\d{4}-\\d{2}$",
	description: "industryId.categoryId, e.g. 0001.0001-02"
});
var Range = _Object_({
	min: Optional(Number({ minimum: 0 })),
	max: Optional(Number({ minimum: 0 }))
}, { additionalProperties: false });
var Phone = _Object_({
	countryCode: Text(6, 1),
	businessPhoneNumber: Text(20, 1)
}, { additionalProperties: false });
var NameList = _Array_(_Object_({ name: Text(80, 1) }, { additionalProperties: false }), { maxItems: 50 });
/** An image is attached by the token of a validated upload. */
var UploadToken = String({
	format: "uuid",
	description: "Token of a validated upload"
});
var BusinessCreateBody = _Object_({
	companyName: Text(120, 2),
	categories: _Array_(CategoryRef, {
		minItems: 1,
		maxItems: 10,
		uniqueItems: true
	}),
	businessType: ProfileBusinessType,
	country: CountryCode,
	state: Optional(StateId),
	shortDescription: Text(600, 20),
	profilePhoto: Optional(UploadToken),
	coverPhoto: Optional(UploadToken)
}, { additionalProperties: false });
var BusinessGeneralBody = _Object_({
	companyName: Text(120, 2),
	businessType: ProfileBusinessType,
	categories: _Array_(CategoryRef, {
		minItems: 1,
		maxItems: 10,
		uniqueItems: true
	}),
	yearStablished: Optional(Integer({
		minimum: 1800,
		maximum: 2100
	})),
	totalAnnualRevenue: Optional(Range),
	totalEmployees: Optional(Range),
	totalProductionEmployees: Optional(Range),
	productionCapacity: Optional(_Object_({
		min: Optional(Number({ minimum: 0 })),
		max: Optional(Number({ minimum: 0 })),
		unit: Optional(Text(30)),
		period: Optional(Union([
			Literal("day"),
			Literal("week"),
			Literal("month"),
			Literal("year")
		]))
	}, { additionalProperties: false })),
	shortDescription: Text(600, 20),
	generalDescription: Optional(Text(5e3)),
	video: Optional(_Object_({ url: Text(300) }, { additionalProperties: false })),
	profilePhoto: Optional(UploadToken),
	coverPhoto: Optional(UploadToken)
}, { additionalProperties: false });
var BusinessContactBody = _Object_({
	legalAddressEnglish: Optional(Text(300)),
	shippingAddressEnglish: Optional(Text(300)),
	city: Optional(Text(100)),
	zipcode: Optional(Text(20)),
	country: CountryCode,
	state: Optional(StateId),
	email: Optional(String({
		format: "email",
		maxLength: 254
	})),
	website: Optional(Text(300)),
	phone: Optional(Phone),
	mobilePhone: Optional(Phone)
}, { additionalProperties: false });
var BusinessFactoryBody = _Object_({
	manufacturingFacilities: Optional(Text(1e3)),
	city: Optional(Text(100)),
	zipcode: Optional(Text(20)),
	country: Optional(CountryCode),
	state: Optional(StateId),
	factorySize: Optional(Number({
		minimum: 0,
		maximum: 1e8,
		description: "m2"
	})),
	numberProductionLines: Optional(Integer({
		minimum: 0,
		maximum: 1e4
	})),
	contractManufacturing: Optional(_Array_(Union([
		Literal("OEM"),
		Literal("ODM"),
		Literal("PRIVATE_LABEL"),
		Literal("DESIGN")
	]), { uniqueItems: true }))
}, { additionalProperties: false });
var BusinessTradeBody = _Object_({
	markets: Optional(NameList),
	spokenLanguages: Optional(_Array_(Text(8, 2), {
		maxItems: 30,
		uniqueItems: true
	})),
	totalEmployeesSales: Optional(Integer({
		minimum: 0,
		maximum: 1e7
	})),
	averageLeadTime: Optional(Integer({
		minimum: 0,
		maximum: 3650,
		description: "days"
	}))
}, { additionalProperties: false });
var BusinessTermsBody = _Object_({
	acceptedDeliveryTerms: Optional(NameList),
	acceptedPaymentCurrencies: Optional(NameList),
	packagingTypes: Optional(NameList),
	acceptedPaymentTypes: Optional(NameList)
}, { additionalProperties: false });
var CertificateBody = _Object_({
	name: Text(120, 2),
	issueDate: Optional(String({ format: "date" })),
	expireDate: Optional(String({ format: "date" })),
	photo: Optional(UploadToken)
}, { additionalProperties: false });
var Nullable = (schema) => Union([schema, Null()]);
var PhoneOut = _Object_({
	countryCode: String(),
	businessPhoneNumber: String()
});
var CountryOut = _Object_({
	code: String(),
	countryName: String(),
	emoji: String()
});
var StateOut = _Object_({
	stateID: String(),
	stateName: String()
});
_Object_({
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
		categories: _Array_(_Object_({
			id: String(),
			name: String(),
			industryId: String()
		})),
		yearStablished: Nullable(Integer()),
		totalAnnualRevenue: Nullable(Range),
		totalEmployees: Nullable(Range),
		totalProductionEmployees: Nullable(Range),
		productionCapacity: Nullable(_Object_({
			min: Optional(Number()),
			max: Optional(Number()),
			unit: Optional(String()),
			period: Optional(String())
		})),
		shortDescription: String(),
		generalDescription: Nullable(String()),
		profilePhoto: Nullable(StoredImage),
		coverPhoto: Nullable(StoredImage),
		video: Nullable(_Object_({ url: String() }))
	}),
	contactInfo: _Object_({
		legalAddressEnglish: Nullable(String()),
		shippingAddressEnglish: Nullable(String()),
		city: Nullable(String()),
		zipcode: Nullable(String()),
		country: CountryOut,
		state: Nullable(StateOut),
		email: Nullable(String()),
		website: Nullable(String()),
		phone: Nullable(PhoneOut),
		mobilePhone: Nullable(PhoneOut)
	}),
	factory: _Object_({
		manufacturingFacilities: Nullable(String()),
		city: Nullable(String()),
		zipcode: Nullable(String()),
		country: Nullable(CountryOut),
		state: Nullable(StateOut),
		factorySize: Nullable(Number()),
		numberProductionLines: Nullable(Integer()),
		contractManufacturing: _Array_(_Object_({ code: String() }))
	}),
	tradeCapabilities: _Object_({
		markets: _Array_(_Object_({ name: String() })),
		spokenLanguages: _Array_(_Object_({
			code: String(),
			languageName: String()
		})),
		totalEmployeesSales: Nullable(Integer()),
		averageLeadTime: Nullable(Integer())
	}),
	businessTerms: _Object_({
		acceptedDeliveryTerms: _Array_(_Object_({ name: String() })),
		acceptedPaymentCurrencies: _Array_(_Object_({ name: String() })),
		packagingTypes: _Array_(_Object_({ name: String() })),
		acceptedPaymentTypes: _Array_(_Object_({ name: String() }))
	}),
	certificates: _Array_(_Object_({
		id: String({ format: "uuid" }),
		name: String(),
		issueDate: Nullable(String()),
		expireDate: Nullable(String()),
		photo: Nullable(StoredImage)
	})),
	reactions: Reactions,
	/** Once the business has 3 inquiries in 90 days. */
	responseStats: Optional$1(ResponseStats),
	session: _Object_({ access: ViewerAccess })
});
_Object_({ id: String({
	minLength: 36,
	maxLength: 600,
	description: "Business id, or a slug ending with it"
}) });
_Object_({
	userID: String({ format: "uuid" }),
	firstName: String(),
	lastName: String(),
	email: Optional$1(String({ description: "Shown to the business's owners and admins only" })),
	profilePhoto: Nullable(StoredImage),
	access: Union([
		Literal("owner"),
		Literal("admin"),
		Literal("member")
	])
});
var MemberAddBody = _Object_({
	email: String({
		format: "email",
		maxLength: 254
	}),
	access: Union([
		Literal("owner"),
		Literal("admin"),
		Literal("member")
	])
}, { additionalProperties: false });
_Object_({ access: Union([
	Literal("owner"),
	Literal("admin"),
	Literal("member")
]) }, { additionalProperties: false });
export { BusinessTermsBody as a, MemberAddBody as c, BusinessGeneralBody as i, BusinessCreateBody as n, BusinessTradeBody as o, BusinessFactoryBody as r, CertificateBody as s, BusinessContactBody as t };

//# sourceMappingURL=business-profile-Mli-eFA6.js.map