import type { ImportDirection } from './importDirection';

/**
 * The rules every import-direction check holds (jest/importDirection.ts), as one test each: every folder
 * in a layer, imports only downwards, no cycle, and — when the check has a boundary — nothing leaving it by
 * a relative path. Each architecture test adds its own case showing the graph was read.
 */
export function itRunsOneWay(
  check: ImportDirection,
  { boundary = false }: { boundary?: boolean } = {},
): void {
  it('puts every folder of src in a layer', () => {
    expect(check.notInLayer).toEqual([]);
  });

  it('imports only downwards: a folder never imports a layer above it, nor a sibling', () => {
    expect(check.againstLayers).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(check.cycles).toEqual([]);
  });

  if (boundary)
    it('imports nothing outside its workspace by a relative path: other workspaces by their package name', () => {
      expect(check.leavingBoundary).toEqual([]);
    });
}
