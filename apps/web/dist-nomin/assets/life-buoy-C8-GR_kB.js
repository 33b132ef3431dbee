import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
// ../../node_modules/lucide-react/dist/esm/icons/life-buoy.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "life-buoy",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "m4.93 4.93 4.24 4.24",
			key: "1ymg45"
		}],
		["path", {
			d: "m14.83 9.17 4.24-4.24",
			key: "1cb5xl"
		}],
		["path", {
			d: "m14.83 14.83 4.24 4.24",
			key: "q42g0n"
		}],
		["path", {
			d: "m9.17 14.83-4.24 4.24",
			key: "bqpfvv"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "4",
			key: "4exip2"
		}]
	]
};
__iconData.node;
var LifeBuoy = createLucideIcon(__iconData);
export { LifeBuoy as t };

//# sourceMappingURL=life-buoy-C8-GR_kB.js.map