import { ACCOUNT_OPERATIONS } from './account';
import { CARD_OPERATIONS } from './cards';
import { ORDER_OPERATIONS } from './order';
import { PAGE_OPERATIONS } from './pages';
import { SYS_OPERATIONS } from './sys';
import type { OperationDoc } from './types';

export type { CodeDoc, HeaderUse, OperationDoc, Origin } from './types';

/** Every /api path's documentation, by the path the route is registered under (its trailing slash kept). */
export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  ...SYS_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...ORDER_OPERATIONS,
  ...CARD_OPERATIONS,
  ...PAGE_OPERATIONS,
};

export function operationDoc(path: string): OperationDoc {
  const doc = OPERATIONS[path];
  if (!doc) throw new Error(`${path} is not documented: describe it in server/src/openapi/operations`);
  return doc;
}
