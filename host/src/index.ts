import { browserConfigSource, loadRuntimeConfig } from '@topup/shared/web/config/loadConfig';
import { installRefusalReports } from './integrity/installRefusalReports';

// DESIGN §13: a file refused for its hash is reported, from the first chunk the page loads on
installRefusalReports();

// The environment's configuration first (inlined by the server, so nothing waits), then the async
// boundary, which lets the federation runtime negotiate shared singletons before any of them runs. Without
// a usable configuration the platform never starts: the page says it is unavailable.
void loadRuntimeConfig(browserConfigSource(__webpack_public_path__)).then(async (load) => {
  if (load.kind === 'ready') await import('./bootstrap');
  else
    (await import(/* webpackChunkName: "page-config-unavailable" */ './config/unavailable')).showUnavailable(
      document,
      load.problems,
    );
});
