import { belowFloors, sizeGoals } from './goals.mjs';

// The bench prints each goal beside the floors no page of this stack, or of this design, goes
// below, so a goal that no change of ours can meet says so in the run that measures it.
const kb = (n) => `${n} B`;

describe('a goal against the floors', () => {
  it('names each floor whose figure misses the goal, with the figure', () => {
    expect(belowFloors(2000, { floor: 2300, libs: 2500 }, String)).toBe(
      ' — below the floor: floor 2300, libs 2500',
    );
    expect(belowFloors(2400, { floor: 2300, libs: 2500 }, String)).toBe(' — below the floor: libs 2500');
  });

  it('says nothing when every floor meets the goal, or was not measured', () => {
    expect(belowFloors(3000, { floor: 2300, libs: 2500 }, String)).toBe('');
    expect(belowFloors(2300, { floor: 2300 }, String)).toBe('');
    expect(belowFloors(1000, { libs: undefined }, String)).toBe('');
  });

  it('reads a score the other way: a floor scoring below the goal misses it', () => {
    const lower = (v, goal) => v < goal;
    expect(belowFloors(95, { floor: 100, libs: 93 }, String, lower)).toBe(' — below the floor: libs 93');
    expect(belowFloors(95, { floor: 100 }, String, lower)).toBe('');
  });
});

describe('the size goals and their floors', () => {
  const goals = { hostStartupBytes: 110_000, payFirstRenderBytes: 150_000, federationOverheadBytes: 25_000 };
  const sizes = {
    hostGzip: 160_000,
    routes: [
      { route: '/', total: 173_000, overhead: 35_000 },
      { route: '/pay', total: 201_000, overhead: 36_000 },
      { route: '/about', total: 171_000 },
    ],
  };
  const floor = { page: 89_000, libs: 108_000, federated: 133_000, remoteEntry: 8_000 };
  const rows = Object.fromEntries(sizeGoals({ goals, sizes, floor }).map((r) => [r.name, r]));

  it("holds the host's start-up JS to the federated host of the design's libraries", () => {
    expect(rows['host start-up JS']).toEqual({
      name: 'host start-up JS',
      value: 160_000,
      goal: 110_000,
      floor: 133_000,
    });
  });

  it('holds /pay to that host and a remote entry', () => {
    expect(rows['/pay first render']).toMatchObject({ value: 201_000, goal: 150_000, floor: 141_000 });
  });

  it('holds federation to what that host adds to the libraries as one app, and a remote entry', () => {
    expect(rows['federation overhead, largest of any route']).toMatchObject({
      value: 36_000,
      goal: 25_000,
      floor: 33_000,
    });
  });

  it('leaves a floor unknown when its build is missing', () => {
    const partial = sizeGoals({ goals, sizes, floor: { ...floor, federated: undefined } });
    expect(partial.map((r) => r.floor)).toEqual([undefined, undefined, undefined]);
    expect(belowFloors(goals.hostStartupBytes, { libs: partial[0].floor }, kb)).toBe('');
  });
});
