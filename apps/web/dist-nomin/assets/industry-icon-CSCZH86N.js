import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { t as createLucideIcon } from "./createLucideIcon-CULuIcRk.js";
import { t as Briefcase } from "./briefcase-DQfKh7z-.js";
import { n as require_jsx_runtime } from "./runtime-config-l_1U0KMq.js";
// ../../node_modules/lucide-react/dist/esm/icons/baby.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$13 = {
	name: "baby",
	size: 24,
	node: [
		["path", {
			d: "M10 16c.5.3 1.2.5 2 .5s1.5-.2 2-.5",
			key: "1u7htd"
		}],
		["path", {
			d: "M15 12h.01",
			key: "1k8ypt"
		}],
		["path", {
			d: "M19.38 6.813A9 9 0 0 1 20.8 10.2a2 2 0 0 1 0 3.6 9 9 0 0 1-17.6 0 2 2 0 0 1 0-3.6A9 9 0 0 1 12 3c2 0 3.5 1.1 3.5 2.5s-.9 2.5-2 2.5c-.8 0-1.5-.4-1.5-1",
			key: "11xh7x"
		}],
		["path", {
			d: "M9 12h.01",
			key: "157uk2"
		}]
	]
};
__iconData$13.node;
var Baby = createLucideIcon(__iconData$13);
// ../../node_modules/lucide-react/dist/esm/icons/bot.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$12 = {
	name: "bot",
	size: 24,
	node: [
		["path", {
			d: "M12 8V4H8",
			key: "hb8ula"
		}],
		["rect", {
			width: "16",
			height: "12",
			x: "4",
			y: "8",
			rx: "2",
			key: "enze0r"
		}],
		["path", {
			d: "M2 14h2",
			key: "vft8re"
		}],
		["path", {
			d: "M20 14h2",
			key: "4cs60a"
		}],
		["path", {
			d: "M15 13v2",
			key: "1xurst"
		}],
		["path", {
			d: "M9 13v2",
			key: "rq6x2g"
		}]
	]
};
__iconData$12.node;
var Bot = createLucideIcon(__iconData$12);
// ../../node_modules/lucide-react/dist/esm/icons/cog.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$11 = {
	name: "cog",
	size: 24,
	node: [
		["path", {
			d: "M11 10.27 7 3.34",
			key: "16pf9h"
		}],
		["path", {
			d: "m11 13.73-4 6.93",
			key: "794ttg"
		}],
		["path", {
			d: "M12 22v-2",
			key: "1osdcq"
		}],
		["path", {
			d: "M12 2v2",
			key: "tus03m"
		}],
		["path", {
			d: "M14 12h8",
			key: "4f43i9"
		}],
		["path", {
			d: "m17 20.66-1-1.73",
			key: "eq3orb"
		}],
		["path", {
			d: "m17 3.34-1 1.73",
			key: "2wel8s"
		}],
		["path", {
			d: "M2 12h2",
			key: "1t8f8n"
		}],
		["path", {
			d: "m20.66 17-1.73-1",
			key: "sg0v6f"
		}],
		["path", {
			d: "m20.66 7-1.73 1",
			key: "1ow05n"
		}],
		["path", {
			d: "m3.34 17 1.73-1",
			key: "nuk764"
		}],
		["path", {
			d: "m3.34 7 1.73 1",
			key: "1ulond"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "2",
			key: "1c9p78"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "8",
			key: "46899m"
		}]
	]
};
__iconData$11.node;
var Cog = createLucideIcon(__iconData$11);
// ../../node_modules/lucide-react/dist/esm/icons/cpu.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "cpu",
	size: 24,
	node: [
		["path", {
			d: "M12 20v2",
			key: "1lh1kg"
		}],
		["path", {
			d: "M12 2v2",
			key: "tus03m"
		}],
		["path", {
			d: "M17 20v2",
			key: "1rnc9c"
		}],
		["path", {
			d: "M17 2v2",
			key: "11trls"
		}],
		["path", {
			d: "M2 12h2",
			key: "1t8f8n"
		}],
		["path", {
			d: "M2 17h2",
			key: "7oei6x"
		}],
		["path", {
			d: "M2 7h2",
			key: "asdhe0"
		}],
		["path", {
			d: "M20 12h2",
			key: "1q8mjw"
		}],
		["path", {
			d: "M20 17h2",
			key: "1fpfkl"
		}],
		["path", {
			d: "M20 7h2",
			key: "1o8tra"
		}],
		["path", {
			d: "M7 20v2",
			key: "4gnj0m"
		}],
		["path", {
			d: "M7 2v2",
			key: "1i4yhu"
		}],
		["rect", {
			x: "4",
			y: "4",
			width: "16",
			height: "16",
			rx: "2",
			key: "1vbyd7"
		}],
		["rect", {
			x: "8",
			y: "8",
			width: "8",
			height: "8",
			rx: "1",
			key: "z9xiuo"
		}]
	]
};
__iconData$10.node;
var Cpu = createLucideIcon(__iconData$10);
// ../../node_modules/lucide-react/dist/esm/icons/factory.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "factory",
	size: 24,
	node: [
		["path", {
			d: "M12 16h.01",
			key: "1drbdi"
		}],
		["path", {
			d: "M16 16h.01",
			key: "1f9h7w"
		}],
		["path", {
			d: "M3 19a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.5a.5.5 0 0 0-.769-.422l-4.462 2.844A.5.5 0 0 1 15 10.5v-2a.5.5 0 0 0-.769-.422L9.77 10.922A.5.5 0 0 1 9 10.5V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2z",
			key: "1iv0i2"
		}],
		["path", {
			d: "M8 16h.01",
			key: "18s6g9"
		}]
	]
};
__iconData$9.node;
var Factory = createLucideIcon(__iconData$9);
// ../../node_modules/lucide-react/dist/esm/icons/gauge.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "gauge",
	size: 24,
	node: [["path", {
		d: "m12 14 4-4",
		key: "9kzdfg"
	}], ["path", {
		d: "M3.34 19a10 10 0 1 1 17.32 0",
		key: "19p75a"
	}]]
};
__iconData$8.node;
var Gauge = createLucideIcon(__iconData$8);
// ../../node_modules/lucide-react/dist/esm/icons/hard-hat.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "hard-hat",
	size: 24,
	node: [
		["path", {
			d: "M10 10V5a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v5",
			key: "1p9q5i"
		}],
		["path", {
			d: "M14 6a6 6 0 0 1 6 6v3",
			key: "1hnv84"
		}],
		["path", {
			d: "M4 15v-3a6 6 0 0 1 6-6",
			key: "9ciidu"
		}],
		["rect", {
			x: "2",
			y: "15",
			width: "20",
			height: "4",
			rx: "1",
			key: "g3x8cw"
		}]
	]
};
__iconData$7.node;
var HardHat = createLucideIcon(__iconData$7);
// ../../node_modules/lucide-react/dist/esm/icons/heart-pulse.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "heart-pulse",
	size: 24,
	node: [["path", {
		d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
		key: "mvr1a0"
	}], ["path", {
		d: "M3.22 13H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27",
		key: "auskq0"
	}]]
};
__iconData$6.node;
var HeartPulse = createLucideIcon(__iconData$6);
// ../../node_modules/lucide-react/dist/esm/icons/shirt.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "shirt",
	size: 24,
	node: [["path", {
		d: "M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z",
		key: "1wgbhj"
	}]]
};
__iconData$5.node;
var Shirt = createLucideIcon(__iconData$5);
// ../../node_modules/lucide-react/dist/esm/icons/sofa.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "sofa",
	size: 24,
	node: [
		["path", {
			d: "M20 9V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v3",
			key: "1dgpiv"
		}],
		["path", {
			d: "M2 16a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-5a2 2 0 0 0-4 0v1.5a.5.5 0 0 1-.5.5h-11a.5.5 0 0 1-.5-.5V11a2 2 0 0 0-4 0z",
			key: "xacw8m"
		}],
		["path", {
			d: "M4 18v2",
			key: "jwo5n2"
		}],
		["path", {
			d: "M20 18v2",
			key: "1ar1qi"
		}],
		["path", {
			d: "M12 4v9",
			key: "oqhhn3"
		}]
	]
};
__iconData$4.node;
var Sofa = createLucideIcon(__iconData$4);
// ../../node_modules/lucide-react/dist/esm/icons/sparkles.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "sparkles",
	size: 24,
	node: [
		["path", {
			d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
			key: "1s2grr"
		}],
		["path", {
			d: "M20 2v4",
			key: "1rf3ol"
		}],
		["path", {
			d: "M22 4h-4",
			key: "gwowj6"
		}],
		["circle", {
			cx: "4",
			cy: "20",
			r: "2",
			key: "6kqj1y"
		}]
	],
	aliases: ["stars"]
};
__iconData$3.node;
var Sparkles = createLucideIcon(__iconData$3);
// ../../node_modules/lucide-react/dist/esm/icons/watch.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "watch",
	size: 24,
	node: [
		["path", {
			d: "M12 10v2.2l1.6 1",
			key: "n3r21l"
		}],
		["path", {
			d: "m16.13 7.66-.81-4.05a2 2 0 0 0-2-1.61h-2.68a2 2 0 0 0-2 1.61l-.78 4.05",
			key: "18k57s"
		}],
		["path", {
			d: "m7.88 16.36.8 4a2 2 0 0 0 2 1.61h2.72a2 2 0 0 0 2-1.61l.81-4.05",
			key: "16ny36"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "6",
			key: "1vlfrh"
		}]
	]
};
__iconData$2.node;
var Watch = createLucideIcon(__iconData$2);
// ../../node_modules/lucide-react/dist/esm/icons/wheat.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "wheat",
	size: 24,
	node: [
		["path", {
			d: "M2 22 16 8",
			key: "60hf96"
		}],
		["path", {
			d: "M3.47 12.53 5 11l1.53 1.53a3.5 3.5 0 0 1 0 4.94L5 19l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z",
			key: "1rdhi6"
		}],
		["path", {
			d: "M7.47 8.53 9 7l1.53 1.53a3.5 3.5 0 0 1 0 4.94L9 15l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z",
			key: "1sdzmb"
		}],
		["path", {
			d: "M11.47 4.53 13 3l1.53 1.53a3.5 3.5 0 0 1 0 4.94L13 11l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z",
			key: "eoatbi"
		}],
		["path", {
			d: "M20 2h2v2a4 4 0 0 1-4 4h-2V6a4 4 0 0 1 4-4Z",
			key: "19rau1"
		}],
		["path", {
			d: "M11.47 17.47 13 19l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L5 19l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z",
			key: "tc8ph9"
		}],
		["path", {
			d: "M15.47 13.47 17 15l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L9 15l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z",
			key: "2m8kc5"
		}],
		["path", {
			d: "M19.47 9.47 21 11l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L13 11l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z",
			key: "vex3ng"
		}]
	]
};
__iconData$1.node;
var Wheat = createLucideIcon(__iconData$1);
// ../../node_modules/lucide-react/dist/esm/icons/zap.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "zap",
	size: 24,
	node: [["path", {
		d: "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
		key: "1v7up4"
	}]]
};
__iconData.node;
var Zap = createLucideIcon(__iconData);
// src/features/industries/components/industry-icon-set.ts
var industry_icon_set_exports = /* @__PURE__ */ __exportAll({
	Baby: () => Baby,
	Bot: () => Bot,
	Briefcase: () => Briefcase,
	Cog: () => Cog,
	Cpu: () => Cpu,
	Factory: () => Factory,
	Gauge: () => Gauge,
	HardHat: () => HardHat,
	HeartPulse: () => HeartPulse,
	Shirt: () => Shirt,
	Sofa: () => Sofa,
	Sparkles: () => Sparkles,
	Watch: () => Watch,
	Wheat: () => Wheat,
	Zap: () => Zap
});
// src/features/industries/components/industry-icon.tsx
var import_jsx_runtime = require_jsx_runtime();
var ICONS = industry_icon_set_exports;
function IndustryIcon({ name, className }) {
	const Icon = ICONS[name] ?? Factory;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		"aria-hidden": true,
		className
	});
}
export { IndustryIcon as t };

//# sourceMappingURL=industry-icon-CSCZH86N.js.map