import { writeFileSync } from 'node:fs';
import { generateOpenApi, OPENAPI_FILE } from './generate';

// npm run openapi (-w @topup/server): writes the document the routes give to server/openapi.json, which is
// committed; openapi.test.ts fails when the two differ.

generateOpenApi()
  .then((text) => {
    writeFileSync(OPENAPI_FILE, text);
    console.log(`wrote ${OPENAPI_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
