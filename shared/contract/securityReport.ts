import { Type, type Static } from '@sinclair/typebox';

// DESIGN §13, PCI DSS 4.0.1 11.6.1: tampering is seen. Browsers report what the Content-Security-Policy
// blocked (the Reporting API's `application/reports+json`, or the older `application/csp-report`), and the
// pages report a file refused for its hash in the Reporting API's shape, type `integrity-violation`. The
// contract server keeps them (ours; the real backend's store is its own).

/** One report of the Reporting API (the page's integrity reports share its shape). */
export const ReportingApiReport = Type.Object({
  type: Type.String({ maxLength: 64 }),
  url: Type.Optional(Type.String({ maxLength: 2048 })),
  age: Type.Optional(Type.Number()),
  user_agent: Type.Optional(Type.String({ maxLength: 512 })),
  body: Type.Optional(
    Type.Object({
      documentURL: Type.Optional(Type.String({ maxLength: 2048 })),
      blockedURL: Type.Optional(Type.String({ maxLength: 2048 })),
      effectiveDirective: Type.Optional(Type.String({ maxLength: 64 })),
      disposition: Type.Optional(Type.String({ maxLength: 16 })),
      sample: Type.Optional(Type.String({ maxLength: 256 })),
      /** integrity-violation: the hash the page expected, and the one the file has ('' if unread). */
      expected: Type.Optional(Type.String({ maxLength: 128 })),
      actual: Type.Optional(Type.String({ maxLength: 128 })),
    }),
  ),
});
export type ReportingApiReport = Static<typeof ReportingApiReport>;

/** A body of POST /api/sys/security_report/: a list of reports, or the older `{ "csp-report": … }`. */
export const SecurityReportBody = Type.Union([
  Type.Array(ReportingApiReport, { maxItems: 50 }),
  Type.Object({
    'csp-report': Type.Object({
      'document-uri': Type.Optional(Type.String({ maxLength: 2048 })),
      'blocked-uri': Type.Optional(Type.String({ maxLength: 2048 })),
      'effective-directive': Type.Optional(Type.String({ maxLength: 64 })),
      'violated-directive': Type.Optional(Type.String({ maxLength: 64 })),
      disposition: Type.Optional(Type.String({ maxLength: 16 })),
      'script-sample': Type.Optional(Type.String({ maxLength: 256 })),
    }),
  }),
]);
export type SecurityReportBody = Static<typeof SecurityReportBody>;

/** A report as the contract server keeps it. */
export const SecurityReport = Type.Object({
  id: Type.Integer(),
  /** ms since the epoch */
  received_at: Type.Integer(),
  kind: Type.Union([Type.Literal('csp'), Type.Literal('integrity')]),
  document_url: Type.String(),
  blocked_url: Type.String(),
  directive: Type.String(),
  detail: Type.String(),
});
export type SecurityReport = Static<typeof SecurityReport>;

export const SecurityReportsParams = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type SecurityReportsParams = Static<typeof SecurityReportsParams>;
export const SecurityReports = Type.Object({ reports: Type.Array(SecurityReport) });
export type SecurityReports = Static<typeof SecurityReports>;
