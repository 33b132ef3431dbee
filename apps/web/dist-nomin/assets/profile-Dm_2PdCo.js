import { A as Literal, K as Optional, N as Boolean, W as _Object_, _ as Union, j as Integer, l as Record, w as Null, y as String } from "./_add_immutable-Bc_qPmB1.js";
// ../../packages/contracts/src/uploads.ts
/** Images accepted for upload, and the hard size limit (the screens advise 500 KB). */
var IMAGE_CONTENT_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp",
	"image/gif"
];
var MAX_UPLOAD_BYTES = 5242880;
var UPLOAD_MESSAGES = {
	advice: "Maximum 500 KB recommended (5 MB at most).",
	tooLarge: "The file is larger than 5 MB.",
	notAnImage: "The file is not a JPEG, PNG, WebP or GIF image."
};
_Object_({
	contentType: Union(IMAGE_CONTENT_TYPES.map((type) => Literal(type))),
	fileSize: Integer({
		minimum: 1,
		maximum: MAX_UPLOAD_BYTES
	})
}, { additionalProperties: false });
_Object_({
	signedPost: _Object_({
		url: String({ description: "Post the file here as multipart/form-data" }),
		fields: Record(String(), String(), { description: "Send these form fields before the file field" })
	}),
	token: String({ description: "Upload token for upload-validate" })
}, { additionalProperties: false });
_Object_({ token: String({ format: "uuid" }) }, { additionalProperties: false });
// ../../packages/contracts/src/profile.ts
/** Limits and texts of the profile screens (spec part 2, sections 5 and 8), shared by the API and the web app. */
var PROFILE_LIMITS = {
	briefPresentation: 512,
	name: 100,
	text: 200,
	phoneMinDigits: 8
};
var PROFILE_MESSAGES = {
	invalidPhone: "Invalid phone number, please check the format (e.g. + 1 12345678)",
	invalidBirthDate: "Invalid date format, please check it (e.g. 1970-10-24)",
	updated: "Profile data updated successfully.",
	updateFailed: "An error has ocurred when trying to update",
	loadFailed: "An unexpected error has occurred, please try again.",
	profilePhotoUploaded: "Profile picture successfully uploaded",
	coverPhotoUploaded: "Cover photo successfully uploaded",
	photoUploadFailed: "An error has ocurred when we tried to upload your profile picture"
};
/** Year 19xx or 20xx, month 01-12, day 01-31, separated by '-', ' ', '/' or '.' (spec part 2, section 5). */
var BIRTH_DATE_PATTERN = /^((?:19|20)\d\d)[- /.](0[1-9]|1[012])[- /.](0[1-9]|[12]\d|3[01])$/;
var Nullable = (schema) => Union([schema, Null()]);
var ImageVersion = _Object_({
	url: String(),
	width: Integer(),
	height: Integer()
}, { additionalProperties: false });
var StoredImage = _Object_({
	url: String(),
	versions: Optional(Record(String(), ImageVersion))
}, { additionalProperties: false });
var profileFields = {
	userID: String({ format: "uuid" }),
	firstName: String(),
	lastName: String(),
	mobilePhone: Nullable(_Object_({
		countryCode: String(),
		phoneNumber: String()
	})),
	city: Union([String(), Null()]),
	country: Nullable(_Object_({
		code: String(),
		countryName: String()
	})),
	state: Nullable(_Object_({
		stateID: String(),
		stateName: String()
	})),
	gender: Nullable(_Object_({
		code: String(),
		name: String()
	})),
	preferredLanguage: Nullable(_Object_({
		code: String(),
		languageName: String()
	})),
	jobPosition: Nullable(_Object_({
		jobPositionID: Integer(),
		name: String()
	})),
	businessType: Nullable(_Object_({
		code: String(),
		name: String()
	})),
	industry: Nullable(_Object_({
		id: String(),
		name: String()
	})),
	companyName: Union([String(), Null()]),
	profession: Union([String(), Null()]),
	birthDate: Union([String({ description: "YYYY-MM-DD" }), Null()]),
	showBirthDate: Boolean(),
	showProfession: Boolean(),
	briefPresentation: Union([String(), Null()]),
	profilePhoto: Union([StoredImage, Null()]),
	coverPhoto: Union([StoredImage, Null()])
};
_Object_({
	...profileFields,
	email: String()
}, { additionalProperties: false });
_Object_({
	...profileFields,
	mobilePhone: Null()
}, { additionalProperties: false });
var Text = (max) => String({ maxLength: max });
/** A reference sent as the object the profile answers with, holding only its key ('' clears it). */
/**
* A reference by its key. The display name the profile answers it with may come back too and is ignored, so a
* client can send a reference as it received it; any other field is refused.
*/
var Ref = (key, maxLength, label = "name") => _Object_({
	[key]: String({ maxLength }),
	[label]: Optional(String())
}, { additionalProperties: false });
/**
* A photo in PUT /user/profile: a new upload's token (from upload-request/user or the photo's own upload-request),
* the URL of the photo the profile has (kept), or null to remove it.
*/
var ProfilePhotoRef = Union([
	_Object_({ token: String({ format: "uuid" }) }, { additionalProperties: false }),
	_Object_({ url: String({
		minLength: 1,
		maxLength: 500
	}) }, { additionalProperties: false }),
	Null()
]);
_Object_({
	contentType: Union(IMAGE_CONTENT_TYPES.map((type) => Literal(type))),
	fileSize: Integer({
		minimum: 1,
		maximum: MAX_UPLOAD_BYTES
	}),
	purpose: Optional(Union([Literal("profile-photo"), Literal("cover-photo")]))
}, { additionalProperties: false });
/**
* PUT /user/profile: the fields of the profile minus the e-mail; photos as tokens of uploads or kept URLs.
* Absent fields keep their value; an empty string clears a text field. References are sent as objects holding
* their key, like the profile answers them.
*/
var UpdateProfileBody = _Object_({
	firstName: Optional(String({
		minLength: 1,
		maxLength: PROFILE_LIMITS.name
	})),
	lastName: Optional(String({
		minLength: 1,
		maxLength: PROFILE_LIMITS.name
	})),
	mobilePhone: Optional(_Object_({
		countryCode: Text(8),
		phoneNumber: Text(32)
	}, { additionalProperties: false })),
	city: Optional(Text(PROFILE_LIMITS.text)),
	country: Optional(Ref("code", 2, "countryName")),
	state: Optional(Ref("stateID", 16, "stateName")),
	gender: Optional(Ref("code", 16)),
	preferredLanguage: Optional(Ref("code", 8, "languageName")),
	jobPosition: Optional(_Object_({
		jobPositionID: Union([Integer({ minimum: 1 }), Literal("")]),
		name: Optional(String())
	}, { additionalProperties: false })),
	businessType: Optional(Ref("code", 4)),
	industry: Optional(Ref("id", 16)),
	companyName: Optional(Text(PROFILE_LIMITS.text)),
	profession: Optional(Text(PROFILE_LIMITS.text)),
	birthDate: Optional(Text(10)),
	showBirthDate: Optional(Boolean()),
	showProfession: Optional(Boolean()),
	briefPresentation: Optional(Text(PROFILE_LIMITS.briefPresentation)),
	profilePhoto: Optional(ProfilePhotoRef),
	coverPhoto: Optional(ProfilePhotoRef)
}, { additionalProperties: false });
_Object_({ id: String({ format: "uuid" }) });
export { UpdateProfileBody as a, UPLOAD_MESSAGES as c, StoredImage as i, PROFILE_LIMITS as n, IMAGE_CONTENT_TYPES as o, PROFILE_MESSAGES as r, MAX_UPLOAD_BYTES as s, BIRTH_DATE_PATTERN as t };

//# sourceMappingURL=profile-Dm_2PdCo.js.map