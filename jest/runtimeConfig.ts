import { sandboxConfig } from '../shared/config/sandbox';

// The page reads its configuration from the document the host installs before the platform
// starts (host/platform/src/runtimeConfig.ts). Every test starts with the sandbox's, as `npm start` serves
// it; a test of another environment installs its own.
globalThis.__TOPUP_CONFIG__ = sandboxConfig('http://localhost');
