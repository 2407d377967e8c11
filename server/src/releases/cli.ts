import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../static/paths';
import { remoteMapFile } from '../static/remoteMapSource';
import { prune, readRemoteName, release, rollback, status, type ReleaseContext } from './commands';

// npm run release -- <remote> [--canary <percent>] [--promote] [--dir <build folder>]
// npm run rollback -- <remote>
// npm run releases [-- prune [--keep <n>]]
// The map is server/remotes.json (or REMOTES_FILE); release folders remote-<name>/releases (or
// TOPUP_RELEASES_DIR/<name>). See the README's "Deploying one remote alone".

const ctx: ReleaseContext = {
  root: REPO_ROOT,
  env: process.env,
  mapFile: remoteMapFile(),
  build(remote) {
    const run = spawnSync('npm', ['run', 'build', '-w', `remote-${remote}`], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: process.env,
    });
    if (run.status !== 0) {
      process.stderr.write(`${run.stdout}${run.stderr}`);
      throw new Error(`the build of remote-${remote} failed`);
    }
  },
  print: (line) => console.log(line),
};

function main(argv: string[]): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      dir: { type: 'string' },
      keep: { type: 'string' },
    },
  });
  const [command, name] = positionals;
  if (command === 'release') {
    const canary = values.canary === undefined ? undefined : Number(values.canary);
    release(ctx, readRemoteName(name), { canary, promote: values.promote, dir: values.dir });
  } else if (command === 'rollback') {
    rollback(ctx, readRemoteName(name));
  } else if (command === 'prune') {
    prune(ctx, values.keep === undefined ? undefined : Number(values.keep));
  } else if (command === undefined || command === 'status') {
    status(ctx);
  } else {
    throw new Error(`unknown command ${command}: release, rollback, prune or status`);
  }
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
