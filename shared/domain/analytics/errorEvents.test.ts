import { ERROR_EVENT, errorEvents, errorMessage, messageChunks, stackHead } from './errorEvents';

const source = { view: '/pay', info: 'error at main.js:10:5' };

describe('error reports (spec 02 §3, §8, §9)', () => {
  it('puts the view and info in str_param2 and the first 6 stack lines in str_param3', () => {
    const error = new TypeError('x is undefined');
    error.stack = [
      'TypeError: x is undefined',
      ...Array.from({ length: 9 }, (_, i) => `    at f${i} (main.js:${i}:1)`),
    ].join('\n');
    const [event, ...rest] = errorEvents(error, source);
    expect(rest).toEqual([]);
    expect(event).toEqual({
      name: ERROR_EVENT,
      str_param2: JSON.stringify({ view: '/pay', info: 'error at main.js:10:5' }),
      str_param3: error.stack.split('\n').slice(0, 6).join('\n'),
      str_param4: 'TypeError: x is undefined',
      int_param1: 1,
      int_param2: 1,
      int_param3: 'TypeError: x is undefined'.length,
    });
    expect(event?.str_param3?.split('\n')).toHaveLength(6);
  });

  it('splits a long message into chunks of 300 characters, one event each, numbered', () => {
    const message = 'm'.repeat(650);
    const events = errorEvents(message, source);
    expect(events.map((e) => e.str_param4?.length)).toEqual([300, 300, 50]);
    expect(events.map((e) => [e.int_param1, e.int_param2])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(events.map((e) => e.str_param4).join('')).toBe(message);
  });

  it('sends at most 50 chunks and says how long the message was', () => {
    const events = errorEvents('z'.repeat(300 * 60 + 7), source);
    expect(events).toHaveLength(50);
    expect(events.every((e) => e.int_param2 === 50 && e.int_param3 === 300 * 60 + 7)).toBe(true);
    expect(messageChunks('')).toEqual(['']);
    expect(messageChunks('a'.repeat(300))).toHaveLength(1);
    expect(messageChunks('a'.repeat(301))).toHaveLength(2);
  });

  it('reads any rejection reason as text', () => {
    expect(errorMessage(new Error('boom'))).toBe('Error: boom');
    expect(errorMessage(new RangeError(''))).toBe('RangeError');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ result: -1 })).toBe('{"result":-1}');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage(null)).toBe('null');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorMessage(circular)).toBe('[object Object]');
    expect(stackHead('no stack')).toBe('');
    expect(stackHead(null)).toBe('');
  });
});
