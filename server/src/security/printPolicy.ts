import fs from 'node:fs';
import path from 'node:path';
import { siteDirs } from '../static/paths';
import { buildCsp, inlineHashes } from './csp';
import { readSecurityConfig } from './securityConfig';

// Prints the site's Content-Security-Policy for places the contract server does not serve:
//   npm run csp -w @topup/server -- --static        a static host: the built index.html's inline elements by hash
//   npm run csp -w @topup/server -- --dev <origins> the webpack dev servers of `npm run dev` (relaxed: eval and
//                                                   inline styles for hot reload)
// The configuration is the same environment the server reads (securityConfig.ts).
function main(argv: string[]): void {
  const config = readSecurityConfig(process.env);
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
