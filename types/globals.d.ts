// Build-time constants defined by the webpack config factory (webpack/index.mjs); why each is known at
// build time, and why there is no build time among them: webpack/app-version.mjs.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** webpack's public path at run time (the build setting PUBLIC_PATH, see webpack/public-path.mjs). */
declare let __webpack_public_path__: string;
declare module '*.svg?inline' {
  const dataUri: string;
  export default dataUri;
}
