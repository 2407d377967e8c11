import serverPackage from '../../package.json';

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
fields as a fallback. Query and form values are text: numbers, flags and one-item lists are converted as
the schema asks (a repeated key, or key[], is a list).

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
