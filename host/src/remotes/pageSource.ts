// Where the host gets the pages of the remotes: at run time, through Module Federation. The monolith
// reference build swaps this one module for monolith/localPageSource.ts,
// which compiles the same pages into the host as lazy chunks; nothing else of the host differs.
export { loadRemotePage, loadedRemotePage } from './loadRemotePage';
export { startRemoteMap as startPageSource, startRemoteMap as releaseChoices } from './remoteMap';
