import { roomSocketUrl } from './socketUrl';

describe('the room socket address', () => {
  it('is the page origin’s /ws/room when none is configured, wss for an https page', () => {
    expect(roomSocketUrl('', 'http://localhost:8787', '52300')).toBe(
      'ws://localhost:8787/ws/room?room_id=52300',
    );
    expect(roomSocketUrl('', 'https://pay.example.com', '7')).toBe('wss://pay.example.com/ws/room?room_id=7');
  });

  it('is the configured room server when it is a ws or wss URL', () => {
    expect(roomSocketUrl('wss://room.example.com/live', 'https://pay.example.com', '7')).toBe(
      'wss://room.example.com/live?room_id=7',
    );
    expect(roomSocketUrl('https://room.example.com', 'https://pay.example.com', '7')).toBe(
      'wss://pay.example.com/ws/room?room_id=7',
    );
  });
});
