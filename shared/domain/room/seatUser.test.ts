import { tapContextOf, tapOnUser } from '../tapOnUser';
import { readSeatUser } from './seatUser';

// A seat's user, read for the tap rule of spec 02 §4 (the fields of §3 as a seat carries them).

describe('the user on a seat', () => {
  it('reads the fields of spec 02 §3: status 2 is banned, flags are 1 or true, the room id as text', () => {
    expect(
      readSeatUser({
        index: 0,
        uid: 20_000_001,
        display_uid: 1_000_001,
        nickname: 'نور',
        status: 2,
        is_streamer: 1,
        is_invisibility: true,
        is_online: 1,
        room_id: 52300,
      }),
    ).toEqual({
      uid: 20_000_001,
      displayUid: 1_000_001,
      nickname: 'نور',
      banned: true,
      isStreamer: true,
      invisible: true,
      online: true,
      roomId: '52300',
    });
    expect(readSeatUser({ uid: 5, room_id: '77' })?.roomId).toBe('77');
  });

  it('a seat without the fields is a normal user, visible, offline, with no room and no id to show', () => {
    expect(readSeatUser({ uid: 9, nickname: 'ريم' })).toEqual({
      uid: 9,
      displayUid: null,
      nickname: 'ريم',
      banned: false,
      isStreamer: false,
      invisible: false,
      online: false,
      roomId: null,
    });
  });

  it('reads other shapes as the plain value: a flag of 2, a status of "2", a room id that is no id', () => {
    const odd = readSeatUser({ uid: 9, is_streamer: 2, status: '2', is_online: 'yes', room_id: '0x1' });
    expect(odd).toMatchObject({ isStreamer: false, banned: false, online: false, roomId: null });
    expect(readSeatUser({ uid: 9, room_id: -4 })?.roomId).toBeNull();
    expect(readSeatUser({ uid: 9, display_uid: 1.5 })?.displayUid).toBeNull();
  });

  it('an empty seat or what is no seat has no user', () => {
    expect(readSeatUser({ index: 1, uid: 0, nickname: '' })).toBeNull();
    expect(readSeatUser({ index: 1 })).toBeNull();
    expect(readSeatUser('x')).toBeNull();
    expect(readSeatUser([{ uid: 1 }])).toBeNull();
  });

  it('gives the tap rule what it decides on', () => {
    const app = tapContextOf({ isAnchor: false });
    expect(tapOnUser(readSeatUser({ uid: 1, status: 2 })!, app)).toBe('banResult');
    expect(tapOnUser(readSeatUser({ uid: 1, is_streamer: 1, is_online: 1 })!, app)).toBe('openLiveRoom');
  });
});
