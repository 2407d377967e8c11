import { TOAST_DURATION_MS, TOAST_FADE_AT_MS, toastPhase } from './toast';

describe('toast timing (spec 01 §9)', () => {
  it('lasts 3000 ms and fades from 1750 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_FADE_AT_MS).toBe(1750);
    expect(toastPhase(0)).toBe('shown');
    expect(toastPhase(1749)).toBe('shown');
    expect(toastPhase(1750)).toBe('fading');
    expect(toastPhase(2999)).toBe('fading');
    expect(toastPhase(3000)).toBe('gone');
  });
});
