// The host runs a remote's release only when its platform version — the site
// version it was built with, __APP_VERSION__ — is inside the release's platform range
// (shared/domain/releases/compatibility.ts). The server preloads a release into index.html only when the
// host will run it, and the host it serves may be older or newer than the source beside the server: the
// host build writes the number it runs beside its files, platform-version.json ({"version": "1.0.334"}).

export const PLATFORM_VERSION_FILE = 'platform-version.json';

export class PlatformVersionPlugin {
  constructor({ version }) {
    this.version = version;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PlatformVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PlatformVersionPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            PLATFORM_VERSION_FILE,
            new sources.RawSource(`${JSON.stringify({ version: this.version })}\n`),
          );
        },
      );
    });
  }
}
