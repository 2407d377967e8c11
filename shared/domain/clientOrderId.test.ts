import fc from 'fast-check';
import {
  CLIENT_DIRECTORY_ID_LENGTH,
  clientDirectoryIdTime,
  isClientDirectoryId,
  makeClientDirectoryId,
} from './clientOrderId';

const UUID = '3F2B8C1E-9D4A-4B7E-8F0A-1B2C3D4E5F60';

describe('order client-directory id (spec 01 §3: uuid plus timestamp)', () => {
  it('joins the uuid hex and a 13-digit millisecond timestamp', () => {
    const id = makeClientDirectoryId(UUID, 1_767_225_600_000);
    expect(id).toBe('3f2b8c1e9d4a4b7e8f0a1b2c3d4e5f601767225600000');
    expect(id).toHaveLength(CLIENT_DIRECTORY_ID_LENGTH);
    expect(isClientDirectoryId(id)).toBe(true);
    expect(clientDirectoryIdTime(id)).toBe(1_767_225_600_000);
  });
  it('pads small timestamps', () => {
    expect(makeClientDirectoryId(UUID, 5).endsWith('0000000000005')).toBe(true);
  });
  it('refuses a bad uuid or timestamp', () => {
    expect(() => makeClientDirectoryId('not-a-uuid', 1)).toThrow();
    expect(() => makeClientDirectoryId(UUID, -1)).toThrow();
    expect(() => makeClientDirectoryId(UUID, Number.NaN)).toThrow();
    expect(() => makeClientDirectoryId(UUID, 1e13)).toThrow();
  });
  it('recognises only its own format', () => {
    expect(isClientDirectoryId('')).toBe(false);
    expect(isClientDirectoryId(UUID)).toBe(false);
    expect(isClientDirectoryId(`${'a'.repeat(32)}123`)).toBe(false);
    expect(clientDirectoryIdTime('x')).toBeNull();
  });
  it('property: every made id is recognised and keeps its time', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 9_999_999_999_999 }), (uuid, t) => {
        const id = makeClientDirectoryId(uuid, t);
        return isClientDirectoryId(id) && clientDirectoryIdTime(id) === t;
      }),
    );
  });
});
