export { createDevice, device, deviceId, PAGE_VIEW_ID_PREFIX } from './device';
export type { Device, DeviceOptions } from './device';
export { randomHex32, randomUuidV4 } from './random';
export type { FillRandom } from './random';
