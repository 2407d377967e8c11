import type { StorageBackend } from './keyedStorage';

/** A storage backend in a Map: what tests give the storage module instead of the browser's localStorage. */
export class MapBackend implements StorageBackend {
  readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}
