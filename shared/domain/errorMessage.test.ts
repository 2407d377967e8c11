import { errorText } from './errorMessage';

describe('error text for a failed call (spec 02 §8)', () => {
  it.each([
    [-1, 'client.timeout'],
    [-2, 'client.network'],
    [-3, 'client.setup'],
    [-4, 'client.bridge'],
    [-5, 'client.aborted'],
  ])('client code %i has its own text', (code, key) => {
    expect(errorText(code, 'ignored')).toEqual({ key });
  });
  it('shows a server refusal in its own words', () => {
    expect(errorText(20100, 'لا يوجد تطابق، تحقق من الإدخال')).toEqual({
      text: 'لا يوجد تطابق، تحقق من الإدخال',
    });
  });
  it('hides HTTP errors and empty messages behind the generic text', () => {
    expect(errorText(503, 'Service Unavailable')).toEqual({ key: 'generic' });
    expect(errorText(20001, '  ')).toEqual({ key: 'generic' });
  });
});
