import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@topup/shared/contract/paths';
import {
  SecurityReportBody,
  SecurityReports,
  SecurityReportsParams,
  type ReportingApiReport,
} from '@topup/shared/contract/securityReport';
import { INTEGRITY_REPORT_TYPE } from '@topup/shared/domain/securityReportNames';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { NoData } from '@topup/shared/contract/envelope';
import type { ApiContext } from '../../context/context';
import { securityReportStore, type NewSecurityReport } from '../../db/securityReports';
import { installErrorHandler } from '../../http/errors';
import { parseRequestJson } from '../../http/jsonDepth';
import { MSG } from '../../http/messages';
import { parseParams } from '../../http/params';
import { ok, pathVariants, type ApiRoute, type RouteContract } from '../../http/route';

// DESIGN §13, PCI DSS 4.0.1 11.6.1: tampering is seen. The pages' Content-Security-Policy sends what it
// blocks here (report-to, with the Reporting-Endpoints header, and report-uri for browsers without the
// Reporting API), and a page reports here a file it refused for its hash (host/src/integrity). The contract
// server keeps them in SQLite and /test lists the newest (GET security_reports).

/** The media types browsers send reports in, and the page's own. */
const REPORT_TYPES = ['application/reports+json', 'application/csp-report'] as const;
/** At most this many reports a minute are kept, whoever sends them: a flood is dropped, not stored. */
export const REPORTS_PER_MINUTE = 120;
/**
 * The body read, in any of its media types: what the contract documents must fit (50 reports at their longest,
 * about 7,500 characters each, are 1.5 MB as a browser writes them and up to 2.2 MB with every character
 * escaped), or a documented report would be refused (openapi/conformance.test.ts holds the route to it).
 */
const REPORT_BODY_MAX_BYTES = 4 * 1024 * 1024;

const CONTRACT: RouteContract = {
  path: API.securityReport.path,
  methods: ['POST'],
  params: Type.Object({}),
  // the answer is the envelope alone: { result: 0 }
  data: NoData,
  body: SecurityReportBody,
  bodyTypes: [...REPORT_TYPES, 'application/json'],
};

const clip = (s: string | undefined, n = 2048) => (s ?? '').slice(0, n);

/** A Reporting API report as a row; null for a type that is not ours to keep (deprecations, …). */
function rowOf(report: ReportingApiReport): NewSecurityReport | null {
  const body = report.body ?? {};
  const kind =
    report.type === 'csp-violation' ? 'csp' : report.type === INTEGRITY_REPORT_TYPE ? 'integrity' : null;
  if (!kind) return null;
  const detail =
    kind === 'integrity'
      ? { expected: body.expected ?? '', actual: body.actual ?? '' }
      : { disposition: body.disposition ?? '', sample: body.sample ?? '' };
  return {
    kind,
    document_url: clip(body.documentURL ?? report.url),
    blocked_url: clip(body.blockedURL),
    directive: clip(body.effectiveDirective, 64),
    detail: JSON.stringify(detail),
  };
}

/** The rows of a report body (see SecurityReportBody). */
export function reportRows(body: SecurityReportBody): NewSecurityReport[] {
  if (Array.isArray(body)) return body.flatMap((r) => rowOf(r) ?? []);
  const r = body['csp-report'];
  return [
    {
      kind: 'csp',
      document_url: clip(r['document-uri']),
      blocked_url: clip(r['blocked-uri']),
      directive: clip(r['effective-directive'] ?? r['violated-directive'], 64),
      detail: JSON.stringify({ disposition: r.disposition ?? '', sample: r['script-sample'] ?? '' }),
    },
  ];
}

/** POST /api/sys/security_report/ in a scope of its own: its media types are read there only. */
export async function registerSecurityReports(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const store = securityReportStore(ctx.db, ctx.now);
  await app.register(async (scope) => {
    installErrorHandler(scope);
    scope.addContentTypeParser(
      [...REPORT_TYPES],
      { parseAs: 'string', bodyLimit: REPORT_BODY_MAX_BYTES },
      (_r, body, done) => {
        try {
          done(null, parseRequestJson(typeof body === 'string' ? body : body.toString('utf8')));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    const handler = async (request: { body: unknown }) => {
      const parsed = parseParams(SecurityReportBody, request.body);
      if (!parsed.ok) return { result: BAD_REQUEST, message: MSG.badRequest };
      if (store.receivedSince(ctx.now() - 60_000) < REPORTS_PER_MINUTE) store.add(reportRows(parsed.value));
      return { result: 0, data: {} };
    };
    for (const url of pathVariants(API.securityReport.path)) {
      // an instance that ignores trailing slashes already serves the other variant
      if (scope.hasRoute({ url, method: 'POST' })) continue;
      scope.post(
        url,
        { bodyLimit: REPORT_BODY_MAX_BYTES, config: { contract: CONTRACT } },
        async (request, reply) => {
          const answer = await handler(request);
          return reply.code(answer.result === 0 ? 200 : 400).send(answer);
        },
      );
    }
  });
}

/** GET /api/sys/security_reports/ (limit): the newest reports kept, newest first. */
export const securityReportsRoute = (
  ctx: ApiContext,
): ApiRoute<typeof SecurityReportsParams, SecurityReports> => {
  const store = securityReportStore(ctx.db, ctx.now);
  return {
    methods: ['GET'],
    path: API.securityReports.path,
    params: SecurityReportsParams,
    data: SecurityReports,
    handle: ({ limit }) => ok({ reports: store.newest(limit ?? 20) }),
  };
};
