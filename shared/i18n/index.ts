// Arabic resources. Each app bundles only its own namespace: the host "common", each remote its own,
// added to the one i18next instance of the platform when the remote loads (so a remote's texts change
// with that remote's deploy alone).
export const LANGUAGE = 'ar';
export type Namespace =
  'common' | 'errors' | 'diagnostics' | 'login' | 'pay' | 'card' | 'fines' | 'feedback' | 'share';
