// PCI DSS 4.0.1 6.4.3 (README "Payment-page integrity"): each production build records, for every JS file it
// writes, what it is — its hash, the chunk groups it belongs to (their names say why it loads: a page, a
// channel's provider, the after-load analytics) and the code in it, by workspace or package — in
// scripts.json beside its files. The server composes the payment pages' inventory from the host's record and
// the records of the releases the remote map points at (server/src/static/paymentScripts.ts).
import path from 'node:path';
import { startupFiles } from './startup-files-plugin.mjs';

/** The repository's workspaces, by folder, deepest first: the owner of a source file is the first that holds it. */
const WORKSPACES = [
  ['host/platform/', '@topup/platform'],
  ['host/router/', '@topup/router'],
  ['host/', '@topup/host'],
  ['shared/', '@topup/shared'],
  ['payments/', '@topup/payments'],
  ['remote-pay/', '@topup/remote-pay'],
  ['remote-fines/', '@topup/remote-fines'],
  ['remote-feedback/', '@topup/remote-feedback'],
  ['remote-share/', '@topup/remote-share'],
];

/** The workspace or npm package a source file belongs to. */
export function ownerOf(resource, root) {
  const rel = path.relative(root, resource).split(path.sep).join('/');
  const at = rel.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope, name] = rel.slice(at + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return WORKSPACES.find(([dir]) => rel.startsWith(dir))?.[1] ?? 'webpack';
}

function* resourcesOf(module) {
  if (module.modules) for (const inner of module.modules) yield* resourcesOf(inner);
  else if (module.resource) yield module.resource;
  else if (module.rootModule) yield* resourcesOf(module.rootModule);
}

/**
 * scripts.json: every JS and CSS file of the compilation with its hash, chunk groups and the code's owners
 * (a stylesheet's owners are those of the chunk it comes with).
 */
export function scriptRecord(compilation, hashes, root) {
  const files = {};
  for (const chunk of compilation.chunks) {
    const owners = new Map();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      for (const resource of resourcesOf(module)) {
        const owner = ownerOf(resource, root);
        owners.set(owner, (owners.get(owner) ?? 0) + module.size());
      }
    const groups = [...chunk.groupsIterable].map((g) => g.name).filter(Boolean);
    for (const file of chunk.files) {
      if (!/\.(?:js|css)$/.test(file)) continue;
      const entry = (files[file] ??= { integrity: hashes[file], groups: new Set(), owners: new Map() });
      for (const g of groups) entry.groups.add(g);
      for (const [owner, size] of owners) entry.owners.set(owner, (entry.owners.get(owner) ?? 0) + size);
    }
  }
  const sorted = Object.keys(files).sort();
  return {
    startup: startupFiles(compilation, '.js'),
    files: Object.fromEntries(
      sorted.map((file) => {
        const { integrity, groups, owners } = files[file];
        // largest first: the first is what the file mostly is
        const code = [...owners].sort((a, b) => b[1] - a[1]).map(([owner]) => owner);
        return [file, { integrity, groups: [...groups].sort(), code }];
      }),
    ),
  };
}
