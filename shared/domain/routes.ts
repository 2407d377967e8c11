// spec 01 §2 / spec 02 §2: the route table. Pure data, read by the host router and by the server
// (to preload the current route's remote and to answer SPA paths).
import earlyScript from './earlyScript.json';
import payFlowPages from './payFlowPages.json';

export type RemoteName = 'pay' | 'fines' | 'feedback' | 'share';

export type RouteTarget =
  | { kind: 'remote'; remote: RemoteName; module: string }
  | { kind: 'host'; page: 'login' | 'test' }
  | { kind: 'redirect'; to: string };

export interface RouteEntry {
  path: string;
  name: string;
  target: RouteTarget;
}

const remote = (r: RemoteName, module: string): RouteTarget => ({ kind: 'remote', remote: r, module });

export const ROUTES: readonly RouteEntry[] = [
  { path: '/share.html', name: 'share', target: remote('share', './share') },
  { path: '/home', name: 'home', target: { kind: 'redirect', to: '/' } },
  { path: '/', name: 'index', target: remote('share', './home') },
  { path: '/pay', name: 'pay', target: remote('pay', './pay') },
  { path: '/login', name: 'login', target: { kind: 'host', page: 'login' } },
  { path: '/fines', name: 'fines', target: remote('fines', './fines') },
  { path: '/feedback', name: 'feedback', target: remote('feedback', './feedback') },
  { path: '/feedback-success', name: 'feedbackSuccess', target: remote('feedback', './feedback-success') },
  { path: '/test', name: 'test', target: { kind: 'host', page: 'test' } },
  { path: '/recharge', name: 'recharge', target: remote('pay', './pay') },
  { path: '/recharge-list', name: 'rechargeList', target: remote('pay', './recharge-list') },
  { path: '/pay-step', name: 'payStep', target: remote('pay', './pay-step') },
  // spec 02 §2: screens of the text table
  { path: '/about', name: 'about', target: remote('share', './about') },
  { path: '/link-expired', name: 'linkExpired', target: remote('share', './link-expired') },
];

/** Paths compare without a trailing slash ("/pay/" is "/pay"), as the router does. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

export function matchRoute(pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  return ROUTES.find((r) => r.path === path);
}

/** The remote a path needs, if any: what the server preloads and what the host downloads. */
export function remoteForPath(pathname: string): { remote: RemoteName; module: string } | undefined {
  let entry = matchRoute(pathname);
  if (entry?.target.kind === 'redirect') entry = matchRoute(entry.target.to);
  return entry?.target.kind === 'remote'
    ? { remote: entry.target.remote, module: entry.target.module }
    : undefined;
}

/**
 * The pay remote's pages that its PayFlow renders (payFlowPages.json, which the build's tools read too): they
 * open with the init batch (spec 01 §7), which the host sends as they start.
 */
export function isPayFlowPage(target: { remote: RemoteName; module: string } | undefined): boolean {
  return target?.remote === payFlowPages.remote && payFlowPages.modules.includes(target.module);
}

/**
 * The pages whose first render shows what the package info decides — the top-up's channels (spec
 * 02 §4 gray release): PayFlow's. The host reads the package info as they start, and the server preloads its
 * client.
 */
export const readsPkgInfoAtStart = isPayFlowPage;

/** The share page (spec 02 §2, earlyScript.json, which the build's tools read too): it opens with its room's calls. */
export const isSharedRoomPage = (target: { remote: RemoteName; module: string } | undefined): boolean =>
  target?.remote === earlyScript.sharePage.remote && target.module === earlyScript.sharePage.module;

/**
 * The early script of a page whose first calls the host can tell from the address alone and sends
 * as it starts (host/src/routing/headStart.ts): PayFlow's (the init batch) or the share page's (its room),
 * else none. The server writes it into that page, and it sends those calls before the host's script has
 * arrived.
 */
export const earlyScriptOf = (target: { remote: RemoteName; module: string } | undefined): string | null =>
  isPayFlowPage(target)
    ? earlyScript.scripts.payFlow
    : isSharedRoomPage(target)
      ? earlyScript.scripts.sharePage
      : null;

/** Whether the page at `pathname` opens with calls the host sends as it starts (a head start), as above. */
export const routeHasHeadStart = (pathname: string): boolean =>
  earlyScriptOf(remoteForPath(pathname)) !== null;
