import Fastify from 'fastify';
import { registerCors } from './cors';

describe('CORS of the API and the sandbox token call', () => {
  const build = async () => {
    const app = Fastify();
    registerCors(app);
    app.post('/sandbox/v1/tokens', async () => ({ result: 0 }));
    app.get('/sandbox/3ds/:id', async () => 'page');
    app.get('/api/x/', async () => ({ result: 0 }));
    await app.ready();
    return app;
  };

  it('answers preflights of the token call and the API, echoing the asked headers', async () => {
    const app = await build();
    for (const url of ['/sandbox/v1/tokens', '/api/x/']) {
      const res = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://backup.example.com',
          'access-control-request-headers': 'content-type,x-cli-id',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://backup.example.com');
      expect(res.headers['access-control-allow-headers']).toBe('content-type,x-cli-id');
    }
    await app.close();
  });

  it('leaves the hosted pages and calls without an Origin alone', async () => {
    const app = await build();
    const page = await app.inject({
      url: '/sandbox/3ds/TP1',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await app.inject({ method: 'POST', url: '/sandbox/v1/tokens' });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });
});
