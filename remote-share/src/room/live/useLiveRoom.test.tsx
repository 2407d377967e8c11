import { act, renderHook, waitFor } from '@testing-library/react';
import type { LiveRoom } from '@topup/platform';
import { useLiveRoom } from './useLiveRoom';

// The live room's code loads on demand; the room's socket opens once it is there and closes when the page
// leaves; a failed load is said (unavailable) and a retry loads again.

const fakeRoom = () =>
  ({ start: jest.fn(), close: jest.fn() }) as unknown as LiveRoom & { start: jest.Mock; close: jest.Mock };

describe('useLiveRoom', () => {
  it('opens the room once its code is loaded and closes it when the page leaves', async () => {
    const room = fakeRoom();
    const create = jest.fn(() => room);
    const { result, unmount } = renderHook(() => useLiveRoom('7', () => Promise.resolve(create)));
    expect(result.current.room).toBeNull();
    await waitFor(() => expect(result.current.room).toBe(room));
    expect(create).toHaveBeenCalledWith('7');
    expect(room.start).toHaveBeenCalledTimes(1);
    unmount();
    expect(room.close).toHaveBeenCalledTimes(1);
  });

  it('a code that cannot load is unavailable; a retry loads it again', async () => {
    const room = fakeRoom();
    const load = jest
      .fn<Promise<(id: string) => LiveRoom>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => room);
    const stable = () => load();
    const { result } = renderHook(() => useLiveRoom('7', stable));
    await waitFor(() => expect(result.current.unavailable).toBe(true));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.room).toBe(room));
    expect(result.current.unavailable).toBe(false);
    expect(room.start).toHaveBeenCalled();
  });
});
