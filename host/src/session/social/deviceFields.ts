import type { AppContext } from '@topup/shared/domain/appContext';

// spec 02 §7: the device fields facebook_login and google_login send beside the provider's credential
// (version_code, device, device_uuid, sdcard_uuid, uuid, mac, phone), as far as a web page has them.
// Every field is sent, an empty one too, so the call has the spec's shape; a browser has no value for some:
// - version_code: the app's version code (spec 02 §4, §9: 30507, 30435…), from the page's app context when
//   the app opened it; empty in a browser. The site's own version (1.0.334) counts differently, and sent
//   here it would read as an ancient app build to anything that gates by version.
// - device and device_uuid: the device id (x-cli-id), the one id this browser keeps; uuid: the device token.
// - sdcard_uuid and mac: empty. No browser interface gives a storage card's id or a network card's address
//   (withheld on purpose); the device id, kept in a year-long cookie too, is what outlives a cleared storage.
// - phone: empty. The spec does not say whether it is the handset's number or its model; a page can read
//   neither (no SIM interface; Chromium's reduced user agent replaces the model with "K"), and a guess
//   would send a backend wrong data it may rely on.

export interface SocialDeviceFields {
  version_code: string;
  device: string;
  device_uuid: string;
  sdcard_uuid: string;
  uuid: string;
  mac: string;
  phone: string;
}

export function socialDeviceFields(
  app: Pick<AppContext, 'versionCode'>,
  ids: { deviceId: string; deviceToken: string },
): SocialDeviceFields {
  const v = app.versionCode;
  return {
    // a version code is a whole number: anything else in the URL is not one
    version_code: v !== undefined && Number.isSafeInteger(v) && v >= 0 ? String(v) : '',
    device: ids.deviceId,
    device_uuid: ids.deviceId,
    sdcard_uuid: '',
    uuid: ids.deviceToken,
    mac: '',
    phone: '',
  };
}
