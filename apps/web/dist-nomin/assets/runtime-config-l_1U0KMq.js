import { t as __commonJSMin } from "./rolldown-runtime-SbdDWaPq.js";
// ../../node_modules/react/cjs/react-jsx-runtime.production.js
/**
* @license React
* react-jsx-runtime.production.js
*
* Copyright (c) Meta Platforms, Inc. and affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_jsx_runtime_production = /* @__PURE__ */ __commonJSMin(((exports) => {
	var REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");
	var REACT_FRAGMENT_TYPE = Symbol.for("react.fragment");
	function jsxProd(type, config, maybeKey) {
		var key = null;
		void 0 !== maybeKey && (key = "" + maybeKey);
		void 0 !== config.key && (key = "" + config.key);
		if ("key" in config) {
			maybeKey = {};
			for (var propName in config) "key" !== propName && (maybeKey[propName] = config[propName]);
		} else maybeKey = config;
		config = maybeKey.ref;
		return {
			$$typeof: REACT_ELEMENT_TYPE,
			type,
			key,
			ref: void 0 !== config ? config : null,
			props: maybeKey
		};
	}
	exports.Fragment = REACT_FRAGMENT_TYPE;
	exports.jsx = jsxProd;
	exports.jsxs = jsxProd;
}));
// ../../node_modules/react/jsx-runtime.js
var require_jsx_runtime = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_react_jsx_runtime_production();
}));
// src/lib/runtime-config.ts
var provided = typeof window === "undefined" ? {} : window.__TRADEFORGE_CONFIG__ ?? {};
var runtimeConfig = {
	apiUrl: provided.apiUrl ?? "/api",
	accountsUrl: provided.accountsUrl ?? "/accounts",
	siteName: provided.siteName ?? "Tradeforge",
	customerServicePhones: provided.customerServicePhones ?? {
		usa: "",
		europe: ""
	},
	promoVideos: provided.promoVideos ?? {
		en: "",
		es: ""
	},
	contactEmail: provided.contactEmail ?? ""
};
export { require_jsx_runtime as n, runtimeConfig as t };

//# sourceMappingURL=runtime-config-l_1U0KMq.js.map