import { DEFAULT_SCENE, orderKindOfScene, payChoiceForScene, sceneOfOrderKind, type PayScene } from './scene';

describe('scenes and order kinds (spec 01 §3)', () => {
  it('maps 1 normal, 2 retry, 3 repurchase, 4 expired both ways', () => {
    const pairs: Array<[PayScene, number]> = [
      ['normal', 1],
      ['retry', 2],
      ['repurchase', 3],
      ['expire', 4],
    ];
    for (const [scene, kind] of pairs) {
      expect(orderKindOfScene(scene)).toBe(kind);
      expect(sceneOfOrderKind(kind)).toBe(scene);
    }
    expect(sceneOfOrderKind(5)).toBeNull();
    expect(DEFAULT_SCENE).toBe('normal');
  });
});

describe('what a scene pays with (spec 01 §4)', () => {
  const history = {
    lastPayType: 27,
    lastPayCard: 'tried',
    lastSuccessPayType: 23,
    lastSuccessPayCard: 'paid',
  };
  it('normal uses the last successful type and card', () => {
    expect(payChoiceForScene('normal', history)).toEqual({ payType: 23, card: 'paid' });
  });
  it('the other scenes use the last attempted ones', () => {
    for (const scene of ['retry', 'repurchase', 'expire'] as const) {
      expect(payChoiceForScene(scene, history)).toEqual({ payType: 27, card: 'tried' });
    }
  });
});
