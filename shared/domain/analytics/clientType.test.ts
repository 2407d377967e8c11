import { CLIENT_TYPES } from '../../contract/clientTypes';
import { clientType } from './clientType';

describe('client-type label (spec 02 §1)', () => {
  it('is "in the app" inside the shell, whatever the width', () => {
    expect(clientType({ inAppShell: true, windowWidth: 375 })).toBe(CLIENT_TYPES.app);
    expect(clientType({ inAppShell: true, windowWidth: 1280 })).toBe(CLIENT_TYPES.app);
  });

  it('is PC browser above 800 px and mobile browser at 800 px or less', () => {
    expect(clientType({ inAppShell: false, windowWidth: 801 })).toBe(CLIENT_TYPES.pc);
    expect(clientType({ inAppShell: false, windowWidth: 800 })).toBe(CLIENT_TYPES.mobile);
    expect(clientType({ inAppShell: false, windowWidth: 360 })).toBe(CLIENT_TYPES.mobile);
  });

  it('has three distinct labels', () => {
    expect(new Set(Object.values(CLIENT_TYPES)).size).toBe(3);
  });
});
