// npm run dev: webpack dev servers with hot reload for the host (3000) and each remote (3001-3004), plus the
// contract server (8080, restarted on change). The host's /api and /remotes.json go to the contract server,
// which points every remote at its dev server. Each remote also runs standalone at its own port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = { pay: 3001, fines: 3002, feedback: 3003, share: 3004 };
const devMap = Object.fromEntries(
  Object.entries(remotes).map(([n, p]) => [n, `http://localhost:${p}/mf-manifest.json`]),
);
const mapFile = path.join(os.tmpdir(), 'topup-dev-remotes.json');
fs.writeFileSync(mapFile, JSON.stringify(devMap, null, 2));

// The dev servers send the site's policy relaxed for hot reload (eval'd source maps, style-loader's inline
// styles, the other dev servers' ports), built by the same server module as the real one.
const devOrigins = [3000, ...Object.values(remotes)].map((p) => `http://localhost:${p}`);
const policy = spawnSync('npx', ['tsx', 'src/security/printPolicy.ts', '--dev', ...devOrigins], {
  cwd: path.join(root, 'server'),
  encoding: 'utf8',
});
if (policy.status !== 0) {
  console.error(policy.stderr);
  process.exit(1);
}
process.env.TOPUP_DEV_CSP = policy.stdout.trim();

const children = [];
function run(name, cwd, args, env = {}) {
  const child = spawn('npx', args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const pipe = (stream, out) => stream.on('data', (d) => out.write(d.toString().replace(/^(?=.)/gm, prefix)));
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  children.push(child);
}

run('server', path.join(root, 'server'), ['tsx', 'watch', 'src/main.ts'], {
  REMOTES_FILE: mapFile,
  PORT: '8080',
});
run('host', path.join(root, 'host'), [
  'webpack',
  'serve',
  '--mode',
  'development',
  '--config',
  'webpack.config.mjs',
]);
for (const name of Object.keys(remotes)) {
  run(name, path.join(root, `remote-${name}`), [
    'webpack',
    'serve',
    '--mode',
    'development',
    '--config',
    'webpack.config.mjs',
  ]);
}
console.log('site: http://localhost:3000  (remotes alone: 3001 pay, 3002 fines, 3003 feedback, 3004 share)');

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
