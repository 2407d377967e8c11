import { FacebookLoginParams, GoogleLoginParams } from '@topup/shared/contract/login';
import { parseAppContext } from '@topup/shared/domain/appContext';
import { Value } from '@sinclair/typebox/value';
import { socialDeviceFields } from './deviceFields';

// spec 02 §7: the device fields of facebook_login and google_login, as far as a web page has them.

const ids = { deviceId: 'd'.repeat(32), deviceToken: '3f1c5e2a-0b7d-4c1e-9a8b-2d4f6e8a0c1b' };
const SPEC_FIELDS = ['version_code', 'device', 'device_uuid', 'sdcard_uuid', 'uuid', 'mac', 'phone'];

describe('the social sign-ins’ device fields', () => {
  it('sends every field the spec names, in a browser too (empty where a page has no value)', () => {
    const fields = socialDeviceFields(parseAppContext('', ''), ids);
    expect(Object.keys(fields).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(fields).toEqual({
      version_code: '',
      device: ids.deviceId,
      device_uuid: ids.deviceId,
      sdcard_uuid: '',
      uuid: ids.deviceToken,
      mac: '',
      phone: '',
    });
  });

  it('version_code is the app’s, from the page’s query or hash (the hash wins)', () => {
    expect(
      socialDeviceFields(parseAppContext('?platform=android&version_code=30507', ''), ids).version_code,
    ).toBe('30507');
    expect(
      socialDeviceFields(parseAppContext('?version_code=1', '#version_code=10168'), ids).version_code,
    ).toBe('10168');
  });

  it.each(['1.5', '-3', 'abc', '1e400'])('a version_code that is no whole number (%s) is left empty', (v) => {
    expect(socialDeviceFields(parseAppContext(`?version_code=${v}`, ''), ids).version_code).toBe('');
  });

  it('the contract’s facebook_login and google_login accept them', () => {
    const fields = socialDeviceFields(parseAppContext('?version_code=30507', ''), ids);
    expect(Value.Check(FacebookLoginParams, { user_id: 'u', access_token: 't', ...fields })).toBe(true);
    expect(Value.Check(GoogleLoginParams, { id_token: 't', ...fields })).toBe(true);
  });
});
