// ../../node_modules/@stripe/stripe-js/dist/index.mjs
function _typeof(obj) {
	"@babel/helpers - typeof";
	if (typeof Symbol === "function" && typeof Symbol.iterator === "symbol") _typeof = function(obj) {
		return typeof obj;
	};
	else _typeof = function(obj) {
		return obj && typeof Symbol === "function" && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj;
	};
	return _typeof(obj);
}
var RELEASE_TRAIN = "endive";
var runtimeVersionToUrlVersion = function runtimeVersionToUrlVersion(version) {
	return version === 3 ? "v3" : version;
};
var ORIGIN = "https://js.stripe.com";
var STRIPE_JS_URL = "".concat(ORIGIN, "/").concat(RELEASE_TRAIN, "/stripe.js");
var V3_URL_REGEX = /^https:\/\/js\.stripe\.com\/v3\/?(\?.*)?$/;
var STRIPE_JS_URL_REGEX = /^https:\/\/js\.stripe\.com\/(v3|[a-z]+)\/stripe\.js(\?.*)?$/;
var EXISTING_SCRIPT_MESSAGE = "loadStripe.setLoadParameters was called but an existing Stripe.js script already exists in the document; existing script parameters will be used";
var isStripeJSURL = function isStripeJSURL(url) {
	return V3_URL_REGEX.test(url) || STRIPE_JS_URL_REGEX.test(url);
};
var findScript = function findScript() {
	var scripts = document.querySelectorAll("script[src^=\"".concat(ORIGIN, "\"]"));
	for (var i = 0; i < scripts.length; i++) {
		var script = scripts[i];
		if (!isStripeJSURL(script.src)) continue;
		return script;
	}
	return null;
};
var injectScript = function injectScript(params) {
	var queryString = params && !params.advancedFraudSignals ? "?advancedFraudSignals=false" : "";
	var script = document.createElement("script");
	script.src = "".concat(STRIPE_JS_URL).concat(queryString);
	var headOrBody = document.head || document.body;
	if (!headOrBody) throw new Error("Expected document.body not to be null. Stripe.js requires a <body> element.");
	headOrBody.appendChild(script);
	return script;
};
var registerWrapper = function registerWrapper(stripe, startTime) {
	if (!stripe || !stripe._registerWrapper) return;
	stripe._registerWrapper({
		name: "stripe-js",
		version: "10.2.1",
		startTime
	});
};
var stripePromise$1 = null;
var onErrorListener = null;
var onLoadListener = null;
var onError = function onError(reject) {
	return function(cause) {
		reject(new Error("Failed to load Stripe.js", { cause }));
	};
};
var onLoad = function onLoad(resolve, reject) {
	return function() {
		if (window.Stripe) resolve(window.Stripe);
		else reject(/* @__PURE__ */ new Error("Stripe.js not available"));
	};
};
var loadScript = function loadScript(params) {
	if (stripePromise$1 !== null) return stripePromise$1;
	var load = function load() {
		return new Promise(function(resolve, reject) {
			if (typeof window === "undefined" || typeof document === "undefined") {
				resolve(null);
				return;
			}
			if (window.Stripe && params) console.warn(EXISTING_SCRIPT_MESSAGE);
			if (window.Stripe) {
				resolve(window.Stripe);
				return;
			}
			try {
				var script = findScript();
				if (script && params) console.warn(EXISTING_SCRIPT_MESSAGE);
				else if (!script) script = injectScript(params);
				else if (script && onLoadListener !== null && onErrorListener !== null) {
					var _script$parentNode;
					script.removeEventListener("load", onLoadListener);
					script.removeEventListener("error", onErrorListener);
					(_script$parentNode = script.parentNode) === null || _script$parentNode === void 0 || _script$parentNode.removeChild(script);
					script = injectScript(params);
				}
				onLoadListener = onLoad(resolve, reject);
				onErrorListener = onError(reject);
				script.addEventListener("load", onLoadListener);
				script.addEventListener("error", onErrorListener);
			} catch (error) {
				reject(error);
				return;
			}
		});
	};
	stripePromise$1 = load()["catch"](function() {
		return load();
	})["catch"](function(error) {
		stripePromise$1 = null;
		return Promise.reject(error);
	});
	return stripePromise$1;
};
var initStripe = function initStripe(maybeStripe, args, startTime) {
	if (maybeStripe === null) return null;
	var pk = args[0];
	if (typeof pk !== "string") throw new Error("Expected publishable key to be of type string, got type ".concat(_typeof(pk), " instead."));
	var isTestKey = pk.match(/^pk_test/);
	var version = runtimeVersionToUrlVersion(maybeStripe.version);
	var expectedVersion = RELEASE_TRAIN;
	if (isTestKey && version !== expectedVersion) console.warn("Stripe.js@".concat(version, " was loaded on the page, but @stripe/stripe-js@").concat("10.2.1", " expected Stripe.js@").concat(expectedVersion, ". This may result in unexpected behavior. For more information, see https://docs.stripe.com/sdks/stripejs-versioning"));
	var stripe = maybeStripe.apply(void 0, args);
	registerWrapper(stripe, startTime);
	return stripe;
};
var stripePromise;
var loadCalled = false;
var getStripePromise = function getStripePromise() {
	if (stripePromise) return stripePromise;
	stripePromise = loadScript(null)["catch"](function(error) {
		stripePromise = null;
		return Promise.reject(error);
	});
	return stripePromise;
};
Promise.resolve().then(function() {
	return getStripePromise();
})["catch"](function(error) {
	if (!loadCalled) console.warn(error);
});
var loadStripe = function loadStripe() {
	for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) args[_key] = arguments[_key];
	loadCalled = true;
	var startTime = Date.now();
	return getStripePromise().then(function(maybeStripe) {
		return initStripe(maybeStripe, args, startTime);
	});
};
export { loadStripe };

//# sourceMappingURL=lib-DEz3sutk.js.map