import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
// ../../node_modules/lucide-react/dist/esm/icons/message-square-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "message-square-text",
	size: 24,
	node: [
		["path", {
			d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
			key: "18887p"
		}],
		["path", {
			d: "M7 11h10",
			key: "1twpyw"
		}],
		["path", {
			d: "M7 15h6",
			key: "d9of3u"
		}],
		["path", {
			d: "M7 7h8",
			key: "af5zfr"
		}]
	]
};
__iconData.node;
var MessageSquareText = createLucideIcon(__iconData);
export { MessageSquareText as t };

//# sourceMappingURL=message-square-text-D-TWvVj0.js.map