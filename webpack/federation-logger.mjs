// The federation runtime's logger in a production build (index.mjs puts it in place of the SDK's
// `dist/logger.js`): the same exports, each message to the console with its prefix, as the SDK's does. Left
// out: the SDK's choice among a delegate's methods (a browser's console has them all), its delegates (a
// compiler's logger: a build's, never a page's) and its debug mode's stack traces. The host's start-up
// and every remote's entry carry it: the SDK's is about 400 B gzipped in each.

const PREFIX = '[ Module Federation ]';

class Logger {
  constructor(prefix) {
    this.prefix = prefix;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate() {}
  log(...args) {
    console.log(this.prefix, ...args);
  }
  info(...args) {
    console.info(this.prefix, ...args);
  }
  success(...args) {
    console.info(this.prefix, ...args);
  }
  ready(...args) {
    console.info(this.prefix, ...args);
  }
  warn(...args) {
    console.warn(this.prefix, ...args);
  }
  error(...args) {
    console.error(this.prefix, ...args);
  }
  debug() {}
}

export const createLogger = (prefix) => new Logger(prefix);
export const createInfrastructureLogger = createLogger;
export const bindLoggerToCompiler = () => {};
export const logger = createLogger(PREFIX);
export const infrastructureLogger = logger;
