import net from 'node:net';

// For tests that must go through Node's HTTP parser (app.inject does not): a request written as raw bytes
// to a listening server, and its answer as the bytes came back.

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

export function rawExchange(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: text.slice(split + 4),
      });
    });
    socket.end(request);
  });
}
