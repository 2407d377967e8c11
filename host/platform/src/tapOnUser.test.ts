import { parseAppContext } from '@topup/shared/domain/appContext';
import { userTapAction } from './tapOnUser';

describe('userTapAction (spec 02 §4): the page parameters decide', () => {
  const live = { isStreamer: true, banned: false, invisible: false, online: true };
  it('an online streamer opens the live room in the app, "living" with is_anchor=1, the native page in sawa', () => {
    expect(userTapAction(live, parseAppContext('?platform=android', ''))).toBe('openLiveRoom');
    expect(userTapAction(live, parseAppContext('?is_anchor=1', ''))).toBe('livingResult');
    expect(userTapAction(live, parseAppContext('', '#bundleid=com.app.sawa'))).toBe('nativeUserPage');
  });
});
