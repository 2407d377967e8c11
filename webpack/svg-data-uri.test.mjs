import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { svgDataUri } from './svg-data-uri.mjs';

// The hero's data URI: the same image, fewer bytes than base64, and nothing that ends its attribute.
const banner = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'host', 'src', 'shell', 'banner.svg'),
  'utf8',
);

describe('an SVG as a data URI', () => {
  it('decodes to the same drawing (quotes aside) and holds no character that ends a double-quoted attribute', () => {
    const uri = svgDataUri(banner);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/["<>#\n\r]|%(?![0-9A-F]{2})/);
    const decoded = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    const same = (s) => s.replace(/"/g, "'").replace(/\s+/g, ' ').replace(/> </g, '><').trim();
    expect(decoded).toBe(same(banner));
  });

  it('refuses an SVG whose quotes it could not swap', () => {
    expect(() => svgDataUri("<svg><text font-family='a'>x</text></svg>")).toThrow();
  });

  it('compresses to fewer bytes than base64', () => {
    const gz = (s) => zlib.gzipSync(s, { level: 9 }).length;
    const base64 = `data:image/svg+xml;base64,${Buffer.from(banner).toString('base64')}`;
    expect(gz(svgDataUri(banner))).toBeLessThan(gz(base64) * 0.75);
  });
});
