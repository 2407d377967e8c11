// Test mode: what the next upload of one page (its uuid) does, so a browser test can see an upload fail
// once and be retried, or see an upload in progress, without racing the clock. Nothing happens otherwise.

export interface UploadFaults {
  set(uuid: string, mode: 'failOnce' | 'hold'): void;
  release(uuid: string): void;
  /** Uploads of this uuid waiting to be released. */
  waiting(uuid: string): number;
  /** Called before an upload is answered: 'fail' once after failOnce; waits while held. */
  before(uuid: string): Promise<'fail' | 'go'>;
}

export function uploadFaults(): UploadFaults {
  const failOnce = new Set<string>();
  const held = new Map<string, { waiting: number; release: Promise<void>; open: () => void }>();
  return {
    set(uuid, mode) {
      if (mode === 'failOnce') failOnce.add(uuid);
      else if (!held.has(uuid)) {
        let open = () => undefined as void;
        const release = new Promise<void>((resolve) => {
          open = resolve;
        });
        held.set(uuid, { waiting: 0, release, open });
      }
    },
    release(uuid) {
      held.get(uuid)?.open();
      held.delete(uuid);
    },
    waiting: (uuid) => held.get(uuid)?.waiting ?? 0,
    async before(uuid) {
      if (failOnce.delete(uuid)) return 'fail';
      const hold = held.get(uuid);
      if (hold) {
        hold.waiting += 1;
        await hold.release;
      }
      return 'go';
    },
  };
}
