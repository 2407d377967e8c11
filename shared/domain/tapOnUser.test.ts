import { tapContextOf, tapOnUser, type TapContext, type TappedUser } from './tapOnUser';

const APP: TapContext = { sawaShell: false, anchorMode: false, fromStreamer: false };
const user = (over: Partial<TappedUser> = {}): TappedUser => ({
  isStreamer: false,
  banned: false,
  invisible: false,
  online: false,
  ...over,
});

describe('tapping a user (spec 02 §4)', () => {
  it('in the sawa shell: the native user page, whoever it is', () => {
    const sawa = { ...APP, sawaShell: true };
    expect(tapOnUser(user(), sawa)).toBe('nativeUserPage');
    expect(tapOnUser(user({ isStreamer: true, online: true }), sawa)).toBe('nativeUserPage');
    expect(tapOnUser(user({ banned: true }), sawa)).toBe('nativeUserPage');
  });

  it('a normal user: banned gives the ban result, otherwise the user dialog', () => {
    expect(tapOnUser(user({ banned: true }), APP)).toBe('banResult');
    expect(tapOnUser(user(), APP)).toBe('userDialog');
  });

  it('an invisible streamer: the user dialog, even when live', () => {
    expect(tapOnUser(user({ isStreamer: true, invisible: true, online: true }), APP)).toBe('userDialog');
  });

  it('an online streamer: the live room; "living" in anchor mode or from a streamer context', () => {
    const live = user({ isStreamer: true, online: true });
    expect(tapOnUser(live, APP)).toBe('openLiveRoom');
    expect(tapOnUser(live, { ...APP, anchorMode: true })).toBe('livingResult');
    expect(tapOnUser(live, { ...APP, fromStreamer: true })).toBe('livingResult');
    // a streamer's ban does not change the tap (only a normal user's does)
    expect(tapOnUser({ ...live, banned: true }, APP)).toBe('openLiveRoom');
  });

  it('an offline streamer: the user dialog', () => {
    expect(tapOnUser(user({ isStreamer: true }), APP)).toBe('userDialog');
    expect(tapOnUser(user({ isStreamer: true }), { ...APP, anchorMode: true })).toBe('userDialog');
  });

  it('reads its context from the page parameters (bundleid, is_anchor, from)', () => {
    expect(tapContextOf({ bundleId: 'com.example.Sawa', isAnchor: false })).toEqual({
      sawaShell: true,
      anchorMode: false,
      fromStreamer: false,
    });
    expect(tapContextOf({ bundleId: 'com.example.ksa', isAnchor: true, from: 'live' })).toEqual({
      sawaShell: false,
      anchorMode: true,
      fromStreamer: true,
    });
    expect(tapContextOf({ isAnchor: false, from: 'share' }).fromStreamer).toBe(false);
  });
});
