import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { i as postSignedUpload, n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { c as UPLOAD_MESSAGES, o as IMAGE_CONTENT_TYPES } from "./profile-Dm_2PdCo.js";
// src/lib/business-upload.ts
/**
* POST /files/upload-request/business, then the file to the signed target. The token it returns is sent with the
* business or product save, where the server checks, re-encodes and attaches the image. Shared by the business
* and product features, which may not import each other.
*/
async function uploadBusinessImage(file) {
	if (!IMAGE_CONTENT_TYPES.includes(file.type)) throw new ApiError("ValidationError", UPLOAD_MESSAGES.notAnImage, 400);
	if (file.size > 5242880) throw new ApiError("PayloadTooLarge", UPLOAD_MESSAGES.tooLarge, 413);
	const request = {
		contentType: file.type,
		fileSize: file.size
	};
	const { signedPost, token } = await apiRequest("/files/upload-request/business", {
		method: "POST",
		body: request
	});
	await postSignedUpload(signedPost, file);
	return token;
}
// src/lib/use-object-url.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A local preview address for a picked file. The address lives as long as the page (a few images at most); it is
* not revoked because React's development double effects would revoke it while it is still shown.
*/
function useObjectUrl(file) {
	return (0, import_react.useMemo)(() => file ? URL.createObjectURL(file) : void 0, [file]);
}
export { uploadBusinessImage as n, useObjectUrl as t };

//# sourceMappingURL=use-object-url-C2SWl7z7.js.map