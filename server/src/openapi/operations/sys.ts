import { API, UPLOAD_PATH } from '@topup/shared/contract/paths';
import * as C from '@topup/shared/contract/codes';
import { GENERIC, i18n, shows, silent } from '../texts';
import { code, codeMeaning, ours, spec, type OperationDoc } from './types';

// The platform's own calls (spec 02 §3, §7): the batch, package info, clocks, hosts, analytics, and the
// feedback uploads. Most run in the background of every page: their failures show nothing.

const EVERY_PAGE = 'every page';
const uploadFailed = shows('/feedback', i18n('feedback', 'media.failed'));

export const SYS_OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  [API.batchRequest.path]: {
    summary: 'Several calls in one request; each answer is one ResultMap entry (JSON text)',
    origin: spec('spec 01 §7'),
    codes: [
      codeMeaning(C.BAD_REQUEST, 'a malformed batch, or a request_id used twice', shows('/pay', GENERIC)),
      code(C.CLIENT_TIMEOUT, shows('/pay', i18n('errors', 'client.timeout'))),
      code(C.CLIENT_NO_RESPONSE, shows('/pay', i18n('errors', 'client.network'))),
    ],
    // every call of a failed batch fails with it: each section of the page says so with the generic text
    transport: [shows('/pay', GENERIC)],
  },
  [API.config.path]: {
    summary: 'Package info (gray-release configuration, store links), as JSON text',
    origin: spec('spec 01 §7, spec 02 §3, §9'),
    headers: { device: 'optional', etag: true },
    codes: [],
    transport: [
      silent(
        EVERY_PAGE,
        'asked again (5 tries), then not before a backoff; the page runs on the kept package info, or with every gray feature off',
      ),
    ],
  },
  [API.serverTime.path]: {
    summary: "The server's clock (unix seconds): the pages' time rules run on it",
    origin: spec('spec 02 §7'),
    headers: { device: 'optional' },
    codes: [],
    transport: [silent(EVERY_PAGE, "the page keeps the device's own clock")],
  },
  [API.h5Info.path]: {
    summary: 'Host info; the first call made to a backup host',
    origin: spec('spec 02 §7'),
    codes: [],
    transport: [silent(EVERY_PAGE, 'a host that fails the dial is not used')],
  },
  [API.healthCheck.path]: {
    summary: 'Whether this host is alive (dialled with a 5 s timeout)',
    origin: spec('spec 02 §7'),
    codes: [],
    transport: [silent(EVERY_PAGE, 'a host that fails the dial is not used')],
  },
  [API.backupDomains.path]: {
    summary: 'The backup API hosts, as JSON text',
    origin: spec('spec 02 §7'),
    codes: [],
    transport: [silent(EVERY_PAGE, 'the page keeps the backup hosts it knows')],
  },
  [API.addEvent.path]: {
    summary:
      'Stores analytics events: one event (GET, the spec), or a batch of up to 200 (POST, JSON or the beacon form: ours)',
    origin: spec('spec 02 §7'),
    codes: [],
    transport: [
      silent(EVERY_PAGE, 'analytics: a refused batch is dropped, one that got no answer is sent again'),
    ],
  },
  [API.tmpReport.path]: {
    summary: 'The debug report of a payment the page could not explain',
    origin: spec('spec 02 §7'),
    headers: { device: 'optional' },
    codes: [],
    transport: [silent(EVERY_PAGE, 'the report is neither retried nor shown')],
  },
  [API.position.path]: {
    summary: "The device's country",
    origin: spec('spec 02 §7'),
    codes: [],
    transport: [shows('/test', i18n('diagnostics', 'test.countryUnknown'))],
  },
  [API.uploadToken.path]: {
    summary: 'One upload token per feedback file',
    origin: spec('spec 02 §7'),
    codes: [
      codeMeaning(
        C.UPLOAD_REFUSED,
        'a file the feedback cannot take: too many, not an allowed type, too big, or an unreadable list',
        uploadFailed,
      ),
    ],
    transport: [uploadFailed],
  },
  [UPLOAD_PATH]: {
    summary: "A feedback file, posted as multipart (token, key, file) to the upload token's url",
    origin: ours(
      "spec 02 §7 posts each file to the url upload_token answers and names no path: this is the contract server's",
    ),
    codes: [
      code(C.UPLOAD_TOKEN_INVALID, uploadFailed),
      codeMeaning(
        C.UPLOAD_REFUSED,
        'the bytes are not an allowed image or video, are too big, or the body is not multipart (HTTP 415)',
        uploadFailed,
      ),
    ],
    transport: [uploadFailed],
  },
  [API.securityReport.path]: {
    summary:
      "Reports of what a page's Content-Security-Policy blocked (report-to, report-uri) and of a file the " +
      'page refused for its hash (type integrity-violation), kept for tamper detection (PCI DSS 11.6.1)',
    origin: ours(
      'DESIGN §13: the pages\' policy and integrity checks report here; README "Payment-page integrity"',
    ),
    codes: [],
    transport: [silent(EVERY_PAGE, 'sent by the browser (or in the background); the page goes on')],
  },
  [API.securityReports.path]: {
    summary: 'The newest security reports the contract server kept, newest first',
    origin: ours('the /test page lists them, so a tester sees what a policy or a hash refused'),
    codes: [],
    transport: [silent('/test', 'the list says it could not be read')],
  },
};
