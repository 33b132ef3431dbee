import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as ATTACHMENT_CONTENT_TYPES } from "./messages-e9fEiKHk.js";
import { t as FileText } from "./file-text-CA0Ex0mx.js";
import { t as LoaderCircle } from "./loader-circle-CzmZ2MUX.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as X } from "./x-CdefWJBa.js";
import { t as require_react } from "./react-BwxVcRvJ.js";
import { n as toast } from "./toast-Bv2q1qJP.js";
import { i as postSignedUpload, n as apiRequest, t as ApiError } from "./http-4wuBHQRk.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/paperclip.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "paperclip",
	size: 24,
	node: [["path", {
		d: "m16 6-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551",
		key: "1miecu"
	}]]
};
__iconData.node;
var Paperclip = createLucideIcon(__iconData);
// src/features/messages/api/upload-attachment.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(",");
/**
* POST /business/request/attachments/upload-request, then the file to the signed target. The token goes in
* `attachments` of the inquiry or message, where the server checks and re-encodes it.
*/
async function uploadAttachment(file) {
	if (!ATTACHMENT_CONTENT_TYPES.includes(file.type)) throw new ApiError("ValidationError", "Attach an image (JPEG, PNG, WebP, GIF) or a PDF.", 400);
	if (file.size > 10485760) throw new ApiError("PayloadTooLarge", "Attachments can be up to 10 MB.", 413);
	const body = {
		contentType: file.type,
		fileSize: file.size,
		fileName: file.name.slice(0, 200) || "attachment"
	};
	const { signedPost, token } = await apiRequest("/business/request/attachments/upload-request", {
		method: "POST",
		body
	});
	await postSignedUpload(signedPost, file);
	return token;
}
// src/features/messages/components/attachment-picker.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Attachments of a message or an inquiry: each chosen file uploads at once and shows as a chip until sent. The
* owner keeps the list, so it can clear it after sending and wait while uploads run.
*/
function useAttachments() {
	const [items, setItems] = (0, import_react.useState)([]);
	const add = (files) => {
		const chosen = Array.from(files ?? []).slice(0, 5 - items.length);
		for (const file of chosen) {
			const key = `${file.name}-${file.size}-${Math.random()}`;
			setItems((current) => [...current, {
				key,
				name: file.name
			}]);
			uploadAttachment(file).then((token) => setItems((current) => current.map((item) => item.key === key ? {
				...item,
				token
			} : item)), (error) => {
				setItems((current) => current.filter((item) => item.key !== key));
				toast.error(error instanceof Error ? error.message : "The file could not be attached.");
			});
		}
	};
	return {
		items,
		add,
		remove: (key) => setItems((current) => current.filter((item) => item.key !== key)),
		clear: () => setItems([]),
		uploading: items.some((item) => !item.token),
		tokens: items.flatMap((item) => item.token ? [item.token] : [])
	};
}
function AttachButton({ onFiles, disabled, label = "Attach files" }) {
	const input = (0, import_react.useRef)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type: "button",
		onClick: () => input.current?.click(),
		disabled,
		"aria-label": label,
		title: "Images or PDF, up to 10 MB",
		className: "flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-50",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paperclip, {
			"aria-hidden": true,
			className: "size-5"
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		ref: input,
		type: "file",
		multiple: true,
		accept: ATTACHMENT_ACCEPT,
		className: "sr-only",
		tabIndex: -1,
		"aria-hidden": true,
		"data-testid": "attachment-input",
		onChange: (event) => {
			onFiles(event.target.files);
			event.target.value = "";
		}
	})] });
}
function AttachmentChips({ items, onRemove }) {
	if (!items.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		"aria-label": "Attachments",
		className: "flex flex-wrap gap-2",
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs text-slate-700",
			children: [
				item.token ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, {
					"aria-hidden": true,
					className: "size-3.5 shrink-0"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
					"aria-label": "Uploading",
					className: "size-3.5 shrink-0 animate-spin"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "truncate",
					children: item.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => onRemove(item.key),
					"aria-label": `Remove ${item.name}`,
					className: "flex size-6 items-center justify-center rounded-full hover:bg-slate-200",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						"aria-hidden": true,
						className: "size-3.5"
					})
				})
			]
		}, item.key))
	});
}
export { AttachmentChips as n, useAttachments as r, AttachButton as t };

//# sourceMappingURL=attachment-picker-F3ouqthJ.js.map