import { expect, test } from './fixtures';

// spec 02 §7: the live-room socket endpoint accepts connections and answers the heartbeat (msg_id 3, empty body).
test('the room socket accepts a connection and answers a heartbeat', async ({ page }) => {
  await page.goto('/test');
  const reply = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws/room`);
        ws.onopen = () => ws.send(JSON.stringify({ msg_id: 3, seq: 7, body: '{}' }));
        ws.onmessage = (e) => {
          resolve(String(e.data));
          ws.close();
        };
        ws.onerror = () => reject(new Error('socket error'));
        setTimeout(() => reject(new Error('no reply')), 5000);
      }),
  );
  expect(JSON.parse(reply)).toEqual({ msg_id: 3, seq: 7, body: '{}' });
});
