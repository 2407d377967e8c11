import { sandboxConfig } from '../../config/sandbox';
import { loadRuntimeConfig, type ConfigSource } from './loadConfig';

// The configuration inlined by the server, or config.json on a static host; without a usable one
// the page is unavailable.
function source(inline: unknown, file: () => Promise<unknown>) {
  const installed: unknown[] = [];
  const fetchFile = jest.fn(file);
  const s: ConfigSource = { inline: () => inline, fetchFile, install: (c) => installed.push(c) };
  return { s, installed, fetchFile };
}

describe('loading the runtime configuration', () => {
  const sandbox = sandboxConfig('http://localhost:8787');

  it('takes the inlined document without asking for the file, and installs it', async () => {
    const t = source(sandbox, () => Promise.reject(new Error('not asked')));
    await expect(loadRuntimeConfig(t.s)).resolves.toEqual({ kind: 'ready', config: sandbox });
    expect(t.fetchFile).not.toHaveBeenCalled();
    expect(t.installed).toEqual([sandbox]);
  });

  it('reads config.json when nothing was inlined (a static host)', async () => {
    const t = source(undefined, () => Promise.resolve(sandbox));
    await expect(loadRuntimeConfig(t.s)).resolves.toMatchObject({ kind: 'ready' });
    expect(t.installed).toEqual([sandbox]);
  });

  it('a file that cannot be read, or a document that cannot run the page: unavailable, nothing installed', async () => {
    const missing = source(undefined, () => Promise.reject(new Error('HTTP 404')));
    await expect(loadRuntimeConfig(missing.s)).resolves.toEqual({
      kind: 'unavailable',
      problems: ['config.json: HTTP 404'],
    });
    const bad = source({ ...sandbox, profile: 'production' }, () => Promise.resolve(null));
    const load = await loadRuntimeConfig(bad.s);
    expect(load.kind).toBe('unavailable');
    expect(load.kind === 'unavailable' && load.problems).toContain(
      "pay.providers.23: the sandbox's card provider",
    );
    expect([...missing.installed, ...bad.installed]).toEqual([]);
  });
});
