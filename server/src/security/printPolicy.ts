import fs from 'node:fs';
import path from 'node:path';
import { problemLines, serverConfig } from '../config/load';
import { siteDirs } from '../static/paths';
import { buildCsp, inlineHashes } from './csp';
import { securityConfigFor } from './securityConfig';

// Prints the site's Content-Security-Policy for places the contract server does not serve:
//   npm run csp -w @topup/server -- --static        a static host: the built index.html's inline elements by hash
//   npm run csp -w @topup/server -- --dev <origins> the webpack dev servers of `npm run dev` (relaxed: eval and
//                                                   inline styles for hot reload)
// The configuration is the one the server reads (config/load.ts: the file TOPUP_CONFIG names, else the
// sandbox), with the same environment (securityConfig.ts).
function main(argv: string[]): void {
  const read = serverConfig(process.env, `http://localhost:${process.env.PORT || 8080}`);
  if (!read.config || read.problems.length > 0) {
    for (const line of problemLines(read)) process.stderr.write(`${line}\n`);
    process.exitCode = 1;
    return;
  }
  const config = securityConfigFor(read.config, process.env);
  if (argv[0] === '--dev') {
    process.stdout.write(buildCsp(config, { dev: { origins: argv.slice(1) } }));
    return;
  }
  if (argv[0] === '--static') {
    const html = fs.readFileSync(path.join(siteDirs().host, 'index.html'), 'utf8');
    process.stdout.write(`${buildCsp(config, { hashes: inlineHashes(html) })}\n`);
    return;
  }
  process.stderr.write('usage: printPolicy --static | --dev <origin>...\n');
  process.exitCode = 2;
}

main(process.argv.slice(2));
