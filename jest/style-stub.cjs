// CSS Modules in unit tests: every class name maps to itself.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
