// Fails a remote's production build that bundles a library the platform owns (shared-deps.mjs
// PLATFORM_OWNED): that copy would be a second Redux store context or i18next instance, and extra bytes.
// The message names the importing module and where the export belongs.
const nodeModulePackage = (resource) => {
  const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(resource ?? '');
  return m ? m[1].replace(/\\/g, '/') : undefined;
};

export class HostProvidedGuardPlugin {
  /** @param {{ packages: string[], appName: string }} options */
  constructor(options) {
    this.packages = new Set(options.packages);
    this.appName = options.appName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostProvidedGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('HostProvidedGuardPlugin', (modules) => {
        const found = new Map();
        for (const module of modules) {
          const pkg = nodeModulePackage(module.resource);
          if (!pkg || !this.packages.has(pkg) || found.has(pkg)) continue;
          // walk up to the first importer outside node_modules: the app's own line to fix
          let issuer = compilation.moduleGraph.getIssuer(module);
          while (issuer && nodeModulePackage(issuer.resource))
            issuer = compilation.moduleGraph.getIssuer(issuer);
          found.set(
            pkg,
            issuer?.resource ? compiler.context && issuer.resource.replace(`${compiler.context}/`, '') : '?',
          );
        }
        for (const [pkg, importer] of found) {
          const error = new compiler.webpack.WebpackError(
            `${this.appName} bundles ${pkg} (imported by ${importer}). The platform owns its one instance: ` +
              `import it from @topup/platform, and add the export to host/platform/src/libs.ts.`,
          );
          compilation.errors.push(error);
        }
      });
    });
  }
}
