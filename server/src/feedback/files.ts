import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { UPLOAD_KEY } from './store';

// Uploaded files on disk: in an `uploads` folder beside the database file (a database in memory, as in the
// unit tests, gets a folder of its own in the system's temporary folder). Names are the server's keys.

export function uploadsFolder(db: Database): string {
  const file = db.name;
  const folder =
    !file || file === ':memory:'
      ? path.join(os.tmpdir(), `topup-uploads-${process.pid}`)
      : path.join(path.dirname(path.resolve(file)), 'uploads');
  mkdirSync(folder, { recursive: true });
  return folder;
}

const fileOf = (folder: string, key: string): string => {
  if (!UPLOAD_KEY.test(key)) throw new Error('not an upload key');
  return path.join(folder, key);
};

export const saveUpload = (folder: string, key: string, bytes: Buffer): Promise<void> =>
  writeFile(fileOf(folder, key), bytes, { flag: 'wx' });

export const readUpload = (folder: string, key: string): Promise<Buffer> => readFile(fileOf(folder, key));
