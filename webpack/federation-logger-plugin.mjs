import { fileURLToPath } from 'node:url';

/** The federation SDK's logger, as a build resolves it. */
export const SDK_LOGGER = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/;

/** What a production build puts in its place: federation-logger.mjs, the same exports for a page. */
export const FEDERATION_LOGGER = fileURLToPath(new URL('./federation-logger.mjs', import.meta.url));

/** The plugin that puts it there. */
export const federationLoggerPlugin = (webpack) =>
  new webpack.NormalModuleReplacementPlugin(SDK_LOGGER, FEDERATION_LOGGER);
