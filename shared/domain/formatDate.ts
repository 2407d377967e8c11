import { KSA_OFFSET_HOURS, requireOffsetHours, toEpochMs } from './time';

/** spec 02 §1, §9: displayed times use the flavour's offset from UTC (hours); Ksa is 3 (shared/domain/time.ts). */
export { KSA_OFFSET_HOURS };

/** YYYY-MM-DD of a timestamp at a fixed offset. Timestamps of at most 10 digits are seconds (spec 02 §9). */
export function formatDate(timestamp: number, offsetHours: number | undefined): string {
  const hours = requireOffsetHours(offsetHours);
  return new Date(toEpochMs(timestamp) + hours * 3_600_000).toISOString().slice(0, 10);
}
