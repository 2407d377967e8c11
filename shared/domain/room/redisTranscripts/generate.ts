import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import type { ErrorKind } from '../directives';
import { connectRedis, type RedisConnection, type Reply } from './resp';
import { redisCommands, streamOf } from './streams';
import { TRANSCRIPTS_FILE, type TranscriptStep, type Transcripts } from './transcript';

// Makes transcripts.json, the reference the room engine is tested against (replay.test.ts): the seeded
// random directive streams of streams.ts sent to a real redis-server as the commands they are named after,
// with Redis's replies and its whole keyspace after every directive. The test replays the file and needs
// no Redis; this script does:
//
//   apt-get install -y redis-server        (Debian's; the file records the version it was made with)
//   npx tsx shared/domain/room/redisTranscripts/generate.ts
//
// It starts a redis-server of its own (REDIS_SERVER names another binary) on a Unix socket in a temporary
// folder, with no TCP port and no persistence, so it never meets a Redis already running, and stops it at
// the end. Change the streams (streams.ts, SEEDS, LENGTH) only together with a new file: the test checks
// that the seeds still give the recorded streams.

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);
const LENGTH = 50;

const isError = (r: Reply): r is { error: string } => typeof r === 'object' && r !== null && 'error' in r;
const texts = (r: Reply): string[] => (Array.isArray(r) ? r.map(String) : []);

/** The whole keyspace as the room's table. */
async function keyspace(redis: RedisConnection): Promise<Record<string, unknown>> {
  const table: Record<string, unknown> = {};
  const keys = texts(await redis.call(['KEYS', '*'])).sort();
  for (const key of keys) {
    const type = await redis.call(['TYPE', key]);
    if (type === 'string') table[key] = JSON.parse(String(await redis.call(['GET', key])));
    else if (type === 'list')
      table[key] = texts(await redis.call(['LRANGE', key, '0', '-1'])).map((t) => JSON.parse(t));
    else if (type === 'hash') {
      const flat = texts(await redis.call(['HGETALL', key]));
      const hash: Record<string, unknown> = {};
      for (let i = 0; i < flat.length; i += 2) hash[flat[i] as string] = JSON.parse(flat[i + 1] as string);
      table[key] = hash;
    } else throw new Error(`a key of type ${String(type)}: the streams make strings, lists and hashes only`);
  }
  return table;
}

async function waitForSocket(file: string): Promise<RedisConnection> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await connectRedis(file);
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'room-redis-'));
  const socketFile = path.join(dir, 'redis.sock');
  const server = spawn(
    process.env.REDIS_SERVER ?? 'redis-server',
    ['--port', '0', '--unixsocket', socketFile, '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    const redis = await waitForSocket(socketFile);
    const info = String(await redis.call(['INFO', 'server']));
    const version = /redis_version:([^\r\n]+)/.exec(info)?.[1] ?? 'unknown';
    const streams: Transcripts['streams'] = [];
    for (const seed of SEEDS) {
      await redis.call(['FLUSHALL']);
      const steps: TranscriptStep[] = [];
      for (const directive of streamOf(seed, LENGTH)) {
        const commands = redisCommands(directive);
        const replies: Reply[] = [];
        for (const command of commands) replies.push(await redis.call(command));
        const failed = replies.find(isError);
        const error = failed ? (failed.error.split(' ')[0] as ErrorKind) : null;
        steps.push({ directive, redis: commands, replies, error, state: await keyspace(redis) });
      }
      streams.push({ seed, steps });
    }
    redis.close();
    const about =
      'Made by generate.ts (this folder) against redis-server ' +
      `${version}: seeded streams of room directives sent as Redis commands, with Redis's replies and ` +
      'its keyspace after each. Do not edit: run the script again.';
    const data: Transcripts = { about, redis_version: version, length: LENGTH, streams };
    const file = path.join(__dirname, TRANSCRIPTS_FILE);
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(file, await prettier.format(JSON.stringify(data), { ...options, filepath: file }));
    const steps = streams.reduce((n, s) => n + s.steps.length, 0);
    console.log(
      `${path.relative(process.cwd(), file)}: ${streams.length} streams, ${steps} directives, redis ${version}`,
    );
  } finally {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
