import type { Directive, ErrorKind } from '../directives';
import type { Reply } from './resp';

// The shape of transcripts.json: per seeded stream, each directive with the Redis commands it was sent as,
// what redis-server answered, and the whole keyspace after it as the room's table (keyspace.ts: a list as
// an array, a hash as an object, a string as its JSON scalar; the values decoded from their JSON text).

export interface TranscriptStep {
  directive: Directive;
  redis: string[][];
  /** Each command's reply. */
  replies: Reply[];
  /** The first error reply's kind (its first word), or null when Redis took every command. */
  error: ErrorKind | null;
  /** The keyspace after the step. */
  state: Record<string, unknown>;
}

export interface Transcripts {
  /** How the file was made and how to make it again. */
  about: string;
  redis_version: string;
  /** The number of directives in every stream. */
  length: number;
  streams: { seed: number; steps: TranscriptStep[] }[];
}

export const TRANSCRIPTS_FILE = 'transcripts.json';
