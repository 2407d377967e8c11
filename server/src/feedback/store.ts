import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { UPLOAD_TOKEN_TTL_S } from '@topup/shared/contract/feedback';
import type { MediaType } from '@topup/shared/domain/feedbackRules';

// The feedback's rows: upload tokens (one per file, used once) and the feedback sent with their keys.

export interface UploadTokenRow {
  token: string;
  key: string;
  uuid: string;
  declared_type: string;
  declared_size: number;
  expires_at_ms: number;
  stored_type: string | null;
  stored_size: number | null;
  used_at_ms: number | null;
}

/** A key the server makes: never the user's file name. */
export const newUploadKey = (): string => `fb_${randomBytes(16).toString('hex')}`;
export const UPLOAD_KEY = /^fb_[0-9a-f]{32}$/;

export function feedbackStore(db: Database, now: () => number) {
  const insertToken = db.prepare(
    `INSERT INTO upload_tokens (token, key, uuid, declared_type, declared_size, expires_at_ms)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const byToken = db.prepare<[string], UploadTokenRow>('SELECT * FROM upload_tokens WHERE token = ?');
  const byKey = db.prepare<[string], UploadTokenRow>('SELECT * FROM upload_tokens WHERE key = ?');
  const markStored = db.prepare(
    'UPDATE upload_tokens SET stored_type = ?, stored_size = ?, used_at_ms = ? WHERE token = ? AND used_at_ms IS NULL',
  );
  const insertFeedback = db.prepare(
    `INSERT INTO feedback (display_uid, session_uid, content, files, model, version, uuid, order_id, created_at_ms)
     VALUES (@display_uid, @session_uid, @content, @files, @model, @version, @uuid, @order_id, @created_at_ms)`,
  );
  return {
    issue(uuid: string, file: { content_type: string; size: number }): { token: string; key: string } {
      const token = randomBytes(16).toString('hex');
      const key = newUploadKey();
      insertToken.run(token, key, uuid, file.content_type, file.size, now() + UPLOAD_TOKEN_TTL_S * 1000);
      return { token, key };
    },
    /** The token's row while it may still be used: known, for this key, not expired, not used. */
    usable(token: string, key: string): UploadTokenRow | undefined {
      const row = byToken.get(token);
      if (!row || row.key !== key || row.used_at_ms !== null || row.expires_at_ms <= now()) return undefined;
      return row;
    },
    /** Marks the token used with what was stored; false when another upload used it meanwhile. */
    stored(token: string, type: MediaType, size: number): boolean {
      return markStored.run(type, size, now(), token).changes === 1;
    },
    /** A stored upload by its key. */
    upload(key: string): UploadTokenRow | undefined {
      const row = byKey.get(key);
      return row && row.used_at_ms !== null ? row : undefined;
    },
    save(row: {
      display_uid: string;
      session_uid: number | null;
      content: string;
      files: string[];
      model: string;
      version: string;
      uuid: string;
      order_id: string | null;
    }): number {
      const r = insertFeedback.run({ ...row, files: JSON.stringify(row.files), created_at_ms: now() });
      return Number(r.lastInsertRowid);
    },
  };
}
export type FeedbackStore = ReturnType<typeof feedbackStore>;
