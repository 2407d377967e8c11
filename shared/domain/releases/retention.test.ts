import { pointedAt, releasesToDelete } from './retention';

const stored = Array.from({ length: 8 }, (_, i) => ({ id: `1.0.${330 + i}-b${i}`, builtAt: 1_000 + i }));

describe('release retention', () => {
  it('keeps the newest 5 and deletes the older ones', () => {
    expect(releasesToDelete(stored, new Set())).toEqual(['1.0.332-b2', '1.0.331-b1', '1.0.330-b0']);
  });

  it('never deletes a release the map points at: current, a rollback target or a canary', () => {
    const map = {
      pay: {
        current: { id: '1.0.330-b0', entry: 'a' },
        previous: [{ id: '1.0.331-b1', entry: 'b' }],
        canary: { release: { id: '1.0.332-b2', entry: 'c' }, percent: 10 },
      },
    };
    const pinned = pointedAt(map, 'pay');
    expect(releasesToDelete(stored, pinned)).toEqual([]);
    expect(releasesToDelete(stored, pinned, 1)).toEqual([
      '1.0.336-b6',
      '1.0.335-b5',
      '1.0.334-b4',
      '1.0.333-b3',
    ]);
    expect(pointedAt(map, 'fines').size).toBe(0);
  });

  it('keep 0 deletes everything not pointed at', () => {
    expect(releasesToDelete(stored.slice(0, 2), new Set(['1.0.331-b1']), 0)).toEqual(['1.0.330-b0']);
  });
});
