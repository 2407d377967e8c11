import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { REMOTE_NAMES } from '@topup/shared/domain/remoteMap';
import { keepDeviceCookie } from '../device/deviceCookie';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cacheControl';
import { readIndexTemplate, renderIndexHtml } from './indexHtml';
import type { SiteDirs } from './paths';
import { readRemoteMap, remoteMapFile } from './remoteMapSource';
import { servedMap } from '@topup/shared/domain/releases/releaseMap';
import { withManifestHashes } from './integrity';
import { paymentScripts } from './paymentScripts';
import { hostScripts, readJson } from './builtFiles';
import { isPartialRelease } from '@topup/webpack-config/release-folder';

const notBuilt = (nonce: string) =>
  '<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>لم يُبنَ الموقع بعد</title>' +
  `<style nonce="${nonce}">body{font-family:system-ui;padding:2rem}</style>` +
  '<body><h1>لم يُبنَ الموقع بعد</h1><p>شغّل <code dir="ltr">npm start</code> ' +
  'لبناء التطبيقات ثم تشغيل الخادم.</p></body></html>';

/**
 * DESIGN §3: one origin for everything. The host's files at /, each remote's dist at /remotes/<name>/ and
 * its release folders at /remotes/<name>/releases/<id>/, /remotes.json, /config.json, and every other
 * non-API GET answered with the host's index.html (SPA fallback).
 */
export async function registerSite(
  app: FastifyInstance,
  dirs: SiteDirs,
  /** The environment's configuration: inlined into index.html, and /config.json. */
  config: RuntimeConfig,
  mapFile = remoteMapFile(),
  /** Written first in every served index.html's <head> (the test-mode recorder, testRecorder.ts). */
  firstInHead?: string,
): Promise<void> {
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    void reply.header('Cache-Control', cacheControlFor(filePath));
  };
  let decorated = false;
  for (const name of REMOTE_NAMES) {
    // A release folder is never rewritten, so every file of it (its manifest and
    // entry too) is cached for a year; what moves between releases is the map, served no-cache
    const releases = dirs.releases[name];
    if (!fs.existsSync(releases)) fs.mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, {
      root: releases,
      prefix: `/remotes/${name}/releases/`,
      decorateReply: !decorated,
      index: false,
      cacheControl: false,
      // a build's files compressed at their best beside them (webpack/precompress.mjs): <file>.br, <file>.gz
      preCompressed: true,
      // a release being written (release-folder.mjs) is not served before it is whole
      allowedPath: (pathName) => !isPartialRelease(pathName),
      setHeaders: (reply: FastifyReply) => void reply.header('Cache-Control', IMMUTABLE),
    });
    decorated = true;
    const root = dirs.remotes[name];
    if (!fs.existsSync(root)) fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // a build's files compressed at their best beside them (webpack/precompress.mjs): <file>.br, <file>.gz
      preCompressed: true,
      setHeaders,
    });
    decorated = true;
  }
  if (!fs.existsSync(dirs.host)) fs.mkdirSync(dirs.host, { recursive: true });
  await app.register(fastifyStatic, {
    root: dirs.host,
    prefix: '/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders,
  });

  app.get('/remotes.json', async (_req, reply) => {
    void reply.header('Cache-Control', NO_CACHE);
    return servedMap(withManifestHashes(readRemoteMap(mapFile, undefined, dirs), dirs));
  });

  // PCI DSS 6.4.3: the payment pages' script inventory, as the map points now (paymentScripts.ts)
  app.get('/payment-scripts.json', async (_req, reply) => {
    void reply.header('Cache-Control', NO_CACHE);
    const template = readIndexTemplate(dirs) ?? '';
    const built = readJson(path.join(dirs.host, 'platform-version.json')) as { version?: string } | null;
    return paymentScripts(readRemoteMap(mapFile, undefined, dirs), dirs, {
      base: hostScripts(template).base,
      version: built?.version ?? '',
      applePay: config.applePay,
    });
  });

  // what a static host serves beside index.html, which the page reads when nothing is inlined: no-cache
  // like the map, so a new configuration reaches the next page load
  app.get('/config.json', async (_req, reply) => {
    void reply.header('Cache-Control', NO_CACHE);
    return config;
  });

  const sendIndex = (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    const template = readIndexTemplate(dirs);
    void reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
    if (!template) return reply.code(503).send(notBuilt(request.cspNonce));
    const deviceId = keepDeviceCookie(request, reply);
    const query = request.url.indexOf('?');
    return reply.send(
      renderIndexHtml(template, pathname, readRemoteMap(mapFile, undefined, dirs), dirs, request.cspNonce, {
        deviceId,
        firstInHead,
        config,
        search: query < 0 ? '' : request.url.slice(query),
      }),
    );
  };

  app.get('/', (req, reply) => sendIndex('/', req, reply));
  app.get('/index.html', (req, reply) => sendIndex('/', req, reply));

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ result: 404, message: 'هذا الطلب غير معروف' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ result: 404, message: 'هذا الطلب غير معروف' });
    }
    const isAsset =
      /\.(?:js|css|json|map|svg|png|jpe?g|webp|ico|txt|woff2?)$/.test(pathname) ||
      pathname.startsWith('/remotes/');
    if (isAsset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // every route of the spec, and unknown paths too: the client-side guard sends those back (spec 02 §2)
    return sendIndex(pathname, req, reply);
  });
}
