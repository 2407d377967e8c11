// The federation manifest plugin lists which exposed modules use each shared package (and what each expose
// requires) in the order it met them, which follows the order webpack finished building modules: it runs
// them in parallel, so two builds of the same source can list them differently. mf-stats.json is one of a
// release's files, hashed into the release id (release-folder.mjs), so these lists — sets, whose order
// means nothing — are written sorted: the same source gives the same bytes. The manifest is made from the
// stats after this runs, so it agrees.

/** Arrays of mf-stats.json that are sets: by where they are found, the key holding them. */
const SETS = { shared: ['usedIn', 'usedExports'], remotes: ['usedIn'], exposes: ['requires'] };

/**
 * `manifest.additionalData` of the ModuleFederationPlugin: the stats with every set sorted (by UTF-16 code
 * units, the default sort: the same on every machine, unlike a locale's order).
 */
export function stableStats({ stats }) {
  for (const [section, keys] of Object.entries(SETS)) {
    for (const item of stats[section] ?? []) {
      for (const key of keys) if (Array.isArray(item[key])) item[key] = [...item[key]].sort();
    }
  }
  return stats;
}
