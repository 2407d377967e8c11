import net from 'node:net';

// A minimal Redis client for generate.ts (RESP2 over a local socket: commands in, replies out, one at a
// time), so making the transcripts needs redis-server and nothing from a package registry.

/** A reply: a status or bulk string, an integer, nil, an array of replies, or an error reply's text. */
export type Reply = string | number | null | Reply[] | { error: string };

/** Parses one reply at `at`; null when the buffer does not hold all of it yet. */
function parse(buf: Buffer, at: number): { reply: Reply; end: number } | null {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return null;
  const kind = String.fromCharCode(buf[at] as number);
  const line = buf.toString('utf8', at + 1, eol);
  const next = eol + 2;
  switch (kind) {
    case '+':
      return { reply: line, end: next };
    case '-':
      return { reply: { error: line }, end: next };
    case ':':
      return { reply: Number(line), end: next };
    case '$': {
      const size = Number(line);
      if (size < 0) return { reply: null, end: next };
      if (buf.length < next + size + 2) return null;
      return { reply: buf.toString('utf8', next, next + size), end: next + size + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { reply: null, end: next };
      const items: Reply[] = [];
      let end = next;
      for (let i = 0; i < count; i += 1) {
        const item = parse(buf, end);
        if (!item) return null;
        items.push(item.reply);
        end = item.end;
      }
      return { reply: items, end };
    }
    default:
      throw new Error(`not a RESP reply: ${kind}`);
  }
}

const encode = (args: readonly string[]): string =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

export interface RedisConnection {
  call(args: readonly string[]): Promise<Reply>;
  close(): void;
}

export function connectRedis(socketPath: string): Promise<RedisConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ path: socketPath });
    let buffer = Buffer.alloc(0);
    const waiting: ((reply: Reply) => void)[] = [];
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const r = parse(buffer, 0);
        if (!r) return;
        buffer = buffer.subarray(r.end);
        waiting.shift()?.(r.reply);
      }
    });
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        call: (args) =>
          new Promise<Reply>((answer) => {
            waiting.push(answer);
            socket.write(encode(args));
          }),
        close: () => socket.end(),
      }),
    );
  });
}
