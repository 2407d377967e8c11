import integrity from './integrity.json';

// DESIGN §13: the names the pages' security reports travel under. They live in integrity.json, beside the
// page's hash registry, because the build reads that file too (webpack/integrity-plugin.mjs).

/** The Reporting API's group name the policy's report-to names (the Reporting-Endpoints header). */
export const REPORT_GROUP: string = integrity.reportGroup;
/** The report type of a file the page refused for its hash (ours, in the Reporting API's shape). */
export const INTEGRITY_REPORT_TYPE: string = integrity.reportType;
