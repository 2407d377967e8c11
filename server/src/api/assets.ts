import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND } from '@topup/shared/contract/codes';
import { MSG } from '../http/messages';

/** server/assets, found from this file so the working directory does not matter. */
export const ASSETS_DIR = path.resolve(__dirname, '../../assets');

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * Serves one folder of seed SVGs under a URL prefix. The name must match `pattern`, which
 * admits no path separators, so no request can leave the folder.
 */
function serveSvgFolder(app: FastifyInstance, prefix: string, folder: string, pattern: RegExp): void {
  app.get<{ Params: { file: string } }>(`${prefix}/:file`, async (request, reply) => {
    const { file } = request.params;
    const notFound = () => reply.code(404).send({ result: NOT_FOUND, message: MSG.notFound });
    if (!pattern.test(file)) return notFound();
    let svg: Buffer;
    try {
      svg = await readFile(path.join(ASSETS_DIR, folder, file));
    } catch {
      return notFound();
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
}

/** Seed avatars (`icon` of the seeded users) and tier icons (`icon` of the seeded tiers). */
export function registerAssetRoutes(app: FastifyInstance): void {
  serveSvgFolder(app, '/avatars', 'avatars', /^\d+\.svg$/);
  serveSvgFolder(app, '/tier-icons', 'tiers', /^tier-\d+\.svg$/);
}
