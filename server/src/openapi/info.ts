import serverPackage from '../../package.json';
import { REQUEST_HEAD_BYTES } from '../http/clientError';

// The document's own description (DESIGN §12 "The backend contract is a document"; README "The API
// contract"): what a reader needs before the operations.

const DESCRIPTION = `The API of the contract server (server/), generated from the TypeBox schemas of shared/contract by
@fastify/swagger (npm run openapi; served at GET /openapi.json). Only /api/... is the contract: the test
mode's /__test/... routes and the sandbox's /sandbox/... pages are not part of it.

Every answer is the envelope { result, message?, data? }: result 0 is success and data holds the answer;
a refusal answers HTTP 200 with a nonzero result and a short Arabic message (spec 02 §3), a malformed call
HTTP 4xx with result equal to the status (or the call's own code), a server failure HTTP 5xx.

Paths keep the spec's trailing slash; the server answers them without it too. GET reads the query, POST
the body (JSON, or a form where the operation lists application/x-www-form-urlencoded), with the query's
fields as a fallback. Query and form values are text, read as the schema asks: an integer from its decimal
digits alone, a number from digits with an optional fraction (no exponent, sign "+", spaces or hex), a flag
from true/false, a repeated key (or key[]) as a list. A string's maxLength counts characters (code points),
as JSON Schema does. A number with no bound of its own is at most 2^53 - 1 in size. A field that holds JSON
says so with contentMediaType and contentSchema.

Every call may carry the device id, x-cli-id (spec 02 §7), and the session key headers: one that is there but
unreadable (not 32 lower-case hex; a session key over 256 characters) is a malformed call (400), never taken
as none. The request line (a GET's query included) and the headers together are at most ${REQUEST_HEAD_BYTES}
bytes: a longer head is answered 431 with the envelope. Every operation's documented maximum fits in it, with
each character at its widest percent-encoding (12 bytes) and room for a browser's own headers. A body is at
most 1 MiB (413 beyond); add_event's 8 MiB (a batch of 200 events at their longest) and security_report's
4 MiB (50 reports at theirs).

Each operation carries:
- x-origin: "spec" with x-spec, the section of the specification that names the call, or "ours" with
  x-why, the reason the contract server has a call the specification does not name;
- x-result-codes: every result the operation can answer, each with its meaning and, for each page that
  calls it, the Arabic text the page shows (ar, and from: the i18n key of shared/i18n/ar, or "server
  message" for the server's own Arabic message) or null with the reason nothing is shown (silent).`;

export const OPENAPI_INFO = {
  title: 'topup-web contract API',
  version: serverPackage.version,
  description: DESCRIPTION,
};
