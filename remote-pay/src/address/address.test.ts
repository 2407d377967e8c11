import {
  addressWrite,
  childPageOf,
  hasCallbackParams,
  hashWithoutPageInfo,
  hasPageInfo,
  searchFor,
} from './address';

describe('PayChildPage in the address (spec 01 §2)', () => {
  it('reads the child pages 1..6 and takes anything else as home', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) expect(childPageOf(`?PayChildPage=${n}`)).toBe(n);
    for (const q of ['', '?PayChildPage=0', '?PayChildPage=7', '?PayChildPage=x', '?PayChildPage=2.5'])
      expect(childPageOf(q)).toBe(1);
  });

  it('writes the page into the query, home without it, every other parameter kept', () => {
    expect(searchFor('?darkmode=1', 3, false)).toBe('?darkmode=1&PayChildPage=3');
    expect(searchFor('?PayChildPage=3&darkmode=1', 1, false)).toBe('?darkmode=1');
    expect(searchFor('', 1, false)).toBe('');
  });

  it('drops the callback parameters once the result is read, keeping the rest', () => {
    const callback = '?zp_show=1&zp_orderid=TP1&zp_h5deviceid=d&order_id=TP1&darkmode=1';
    expect(hasCallbackParams(callback)).toBe(true);
    expect(searchFor(callback, 1, true)).toBe('?darkmode=1');
    expect(searchFor(callback, 4, false)).toContain('zp_show=1');
    expect(hasCallbackParams('?darkmode=1')).toBe(false);
  });
});

describe('how the address follows the steps', () => {
  const at = { replace: false, entriesBehind: 5 };
  it('does nothing when it already shows the steps', () => {
    expect(addressWrite(['HOME', 'CARD_FRAME'], ['HOME', 'CARD_FRAME'], at)).toEqual({ kind: 'none' });
  });
  it('adds an entry for a step pushed, so Back returns to the step before', () => {
    expect(addressWrite(['HOME'], ['HOME', 'CARD_LIST'], at)).toEqual({ kind: 'push' });
  });
  it('goes back through the entries of the steps popped', () => {
    expect(addressWrite(['HOME', 'CARD_LIST', 'CARD_CVV'], ['HOME'], at)).toEqual({ kind: 'back', delta: 2 });
  });
  it('replaces when the visit has fewer entries than the steps popped (a reload on a step)', () => {
    expect(addressWrite(['HOME', 'CARD_FRAME'], ['HOME'], { replace: false, entriesBehind: 0 })).toEqual({
      kind: 'replace',
    });
  });
  it('replaces a step replaced by another, and every restart', () => {
    expect(addressWrite(['HOME', 'CARD_LIST'], ['HOME', 'CARD_FRAME'], at)).toEqual({ kind: 'replace' });
    expect(addressWrite(['HOME'], ['HOME', 'CARD_CVV'], { ...at, replace: true })).toEqual({
      kind: 'replace',
    });
  });
});

describe('the hash parameter pageinfo (spec 01 §2, spec 02 §2; our reading: the pay child page)', () => {
  it('names the child page, and wins over the query as every hash parameter does', () => {
    expect(childPageOf('', '#pageinfo=2')).toBe(2);
    expect(childPageOf('?PayChildPage=3', '#pageinfo=2&darkmode=1')).toBe(2);
    expect(childPageOf('?PayChildPage=3', '#/pay?pageinfo=4')).toBe(4);
    // not a child page: the query's, else home
    expect(childPageOf('?PayChildPage=3', '#pageinfo=9')).toBe(3);
    expect(childPageOf('', '#pageinfo=home')).toBe(1);
    expect(childPageOf('?PayChildPage=3', '#darkmode=1')).toBe(3);
  });

  it('leaves the hash once the page shows it as PayChildPage, the hash’s other parameters kept in their form', () => {
    expect(hasPageInfo('#pageinfo=2')).toBe(true);
    expect(hasPageInfo('#darkmode=1')).toBe(false);
    expect(hashWithoutPageInfo('#pageinfo=2&darkmode=1')).toBe('#darkmode=1');
    expect(hashWithoutPageInfo('#pageinfo=2')).toBe('');
    expect(hashWithoutPageInfo('#/pay?pageinfo=2&log=1')).toBe('#/pay?log=1');
    expect(hashWithoutPageInfo('#/pay?pageinfo=2')).toBe('#/pay');
    expect(hashWithoutPageInfo('#?pageinfo=2')).toBe('');
    expect(hashWithoutPageInfo('#darkmode=1')).toBe('#darkmode=1');
    expect(hashWithoutPageInfo('')).toBe('');
  });
});
