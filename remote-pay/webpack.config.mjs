import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@topup/webpack-config/remote.mjs';

// the pages this remote exposes: exposes.json beside this file, read by createRemoteConfig and by the monolith
// reference (host/src/monolith/localPageSource.ts)

const PAY = '__federation_expose_pay';
const PAY_STEP = '__federation_expose_pay_step';
const RECHARGE_LIST = '__federation_expose_recharge_list';

/** Whether a chunk group is the recharge list's page or a lazy part its page can load. */
function fromRechargeList(group, seen = new Set()) {
  if (group.name === RECHARGE_LIST) return true;
  seen.add(group);
  return [...group.parentsIterable].some((parent) => !seen.has(parent) && fromRechargeList(parent, seen));
}

/**
 * PayFlow's first render (/pay and /pay-step, the same flow) in one file: webpack's default splits it by which
 * other chunks share each module (the recharge list, the result dialog), three files and three gzip streams
 * for one page (1.6 KB more than one). The recharge list's page keeps its own copy of what it shares with the
 * flow (its page is one file too): moving from one page to the other downloads that part again (about 10 KB),
 * once; the top-up page, the one nearly every visit opens, downloads the least. A lazy part of the flow (the
 * result dialog) takes what it shares from this file, already there; what a lazy part the recharge list can
 * open (the code dialog) needs is left to webpack's default, so that dialog never waits for the flow's file.
 */
const payFlow = {
  name: 'pay-flow',
  chunks: (chunk) => chunk.name !== RECHARGE_LIST,
  minChunks: 2,
  test: (module, { chunkGraph }) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    const names = chunks.map((c) => c.name);
    if (!names.includes(PAY) || !names.includes(PAY_STEP)) return false;
    const lazy = chunks.filter((c) => c.name !== RECHARGE_LIST);
    return !lazy.some((c) => [...c.groupsIterable].some((g) => fromRechargeList(g)));
  },
  priority: 10,
  enforce: true,
};

/** The module a page's chunk exposes: what keeps that chunk, which the federation manifest lists the page by. */
const isExposedPage = (module) => /[\\/]src[\\/]pages[\\/]\w+Page\.tsx$/.test(module.resource ?? '');

/**
 * What else the two pages' chunks hold (what they share with the recharge list's page and its lazy parts: the
 * button, the digits) goes to that file too, not twice in the two pages' chunks. Only the two pages' chunks are
 * split, so no lazy part gains a file to wait for.
 */
const payPages = {
  name: 'pay-flow',
  chunks: (chunk) => chunk.name === PAY || chunk.name === PAY_STEP,
  test: (module) => !isExposedPage(module),
  enforce: true,
  priority: 5,
};

export default createRemoteConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  short: 'pay',
  port: 3001,
  splitChunks: { cacheGroups: { payFlow, payPages } },
});
