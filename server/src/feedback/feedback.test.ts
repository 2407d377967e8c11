import { FEEDBACK_INVALID, UPLOAD_REFUSED, UPLOAD_TOKEN_INVALID } from '@topup/shared/contract/codes';
import { SuccessEnvelope, UploadTokens } from '@topup/shared/contract';
import { buildTestApp, expectShape, type TestApp } from '../api/testApp';

// spec 02 §7 and README "Feedback": tokens, uploads checked from their bytes, files served back safely,
// feedback rows.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

function multipart(fields: Record<string, string>, file: Buffer, name = 'photo.png') {
  const boundary = '----topup-test-boundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('feedback uploads and submit', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterEach(() => t.close());

  const tokens = async (files: { name: string; size: number; content_type: string }[]) =>
    (
      await t.app.inject(
        `/api/sys/upload_token/?${new URLSearchParams({ uuid: 'u-1', files: JSON.stringify(files), purpose: 'feedback' })}`,
      )
    ).json();
  const upload = (token: string, key: string, file: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/sys/upload/', ...multipart({ token, key }, file) });
  const submit = (params: Record<string, string>) =>
    t.app.inject(`/api/feedback/submit/?${new URLSearchParams({ uid: '1000001', ...params })}`);

  it('gives one token per file, refuses a fourth, another type or a file too big', async () => {
    const body = await tokens([{ name: 'a.png', size: 100, content_type: 'image/png' }]);
    expectShape(SuccessEnvelope(UploadTokens), body);
    expect(body.data.tokens[0]).toMatchObject({ url: '/api/sys/upload/', result: 0 });
    expect(body.data.tokens[0].body.key).toMatch(/^fb_[0-9a-f]{32}$/);
    const four = Array.from({ length: 4 }, (_, i) => ({
      name: `${i}.png`,
      size: 1,
      content_type: 'image/png',
    }));
    expect((await tokens(four)).result).toBe(UPLOAD_REFUSED);
    expect((await tokens([{ name: 'a.gif', size: 1, content_type: 'image/gif' }])).result).toBe(
      UPLOAD_REFUSED,
    );
    expect(
      (await tokens([{ name: 'a.jpg', size: 11 * 1024 * 1024, content_type: 'image/jpeg' }])).result,
    ).toBe(UPLOAD_REFUSED);
  });

  it('stores a file checked from its bytes, once per token, and serves it back with nosniff', async () => {
    const [tok] = (await tokens([{ name: 'a.png', size: PNG.length, content_type: 'image/png' }])).data
      .tokens;
    const res = (await upload(tok.body.token, tok.body.key, PNG)).json();
    expect(res).toEqual({
      result: 0,
      data: { key: tok.body.key, content_type: 'image/png', size: PNG.length },
    });
    expect((await upload(tok.body.token, tok.body.key, PNG)).json().result).toBe(UPLOAD_TOKEN_INVALID);
    const served = await t.app.inject(`/uploads/${tok.body.key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject('/uploads/fb_00000000000000000000000000000000')).statusCode).toBe(404);
  });

  it('refuses an HTML page named like an image, whatever the name and declared type', async () => {
    const [tok] = (await tokens([{ name: 'a.png', size: HTML.length, content_type: 'image/png' }])).data
      .tokens;
    expect((await upload(tok.body.token, tok.body.key, HTML)).json().result).toBe(UPLOAD_REFUSED);
    expect((await t.app.inject(`/uploads/${tok.body.key}`)).statusCode).toBe(404);
    // a video sent with an image's token is stored as the video its bytes are
    const [v] = (await tokens([{ name: 'a.png', size: MP4.length, content_type: 'image/png' }])).data.tokens;
    expect((await upload(v.body.token, v.body.key, MP4)).json().data.content_type).toBe('video/mp4');
  });

  it('takes the upload without its trailing slash too, as every API path', async () => {
    const [tok] = (await tokens([{ name: 'a.png', size: PNG.length, content_type: 'image/png' }])).data
      .tokens;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/upload',
      ...multipart({ token: tok.body.token, key: tok.body.key }, PNG),
    });
    expect(res.json()).toMatchObject({ result: 0, data: { key: tok.body.key } });
  });

  it('test mode: an upload fails once when asked, then works', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/__test/upload-fault',
      payload: { uuid: 'u-1', mode: 'failOnce' },
    });
    const [tok] = (await tokens([{ name: 'a.png', size: PNG.length, content_type: 'image/png' }])).data
      .tokens;
    expect((await upload(tok.body.token, tok.body.key, PNG)).statusCode).toBe(500);
    expect((await upload(tok.body.token, tok.body.key, PNG)).json().result).toBe(0);
  });

  it('submit: content required and at most 500; the keys must be stored uploads; a row is kept', async () => {
    expect((await submit({ content: ' ' })).json().result).toBe(FEEDBACK_INVALID);
    expect((await submit({ content: 'ا'.repeat(501) })).json().result).toBe(FEEDBACK_INVALID);
    expect(
      (await submit({ content: 'x', images: '["fb_00000000000000000000000000000000"]' })).json().result,
    ).toBe(FEEDBACK_INVALID);
    const [tok] = (await tokens([{ name: 'a.png', size: PNG.length, content_type: 'image/png' }])).data
      .tokens;
    await upload(tok.body.token, tok.body.key, PNG);
    const ok = (
      await submit({ content: 'لم يصل الماس', images: JSON.stringify([tok.body.key]), order_id: 'TP1' })
    ).json();
    expect(ok.result).toBe(0);
    const row = t.db.prepare('SELECT * FROM feedback WHERE id = ?').get(ok.data.feedback_id) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ display_uid: '1000001', content: 'لم يصل الماس', order_id: 'TP1' });
    expect(JSON.parse(String(row.files))).toEqual([tok.body.key]);
  });
});
