import type { TObject, TSchema } from '@sinclair/typebox';
import {
  AdyenStateData,
  ApplePayTokenOrPayment,
  CreateCoinPayExt,
  ThreeDsDetails,
} from '@topup/shared/contract';
import { API } from '@topup/shared/contract/paths';
import { withSafeNumbers } from '../http/safeNumbers';

// Texts of the order calls that their handlers read as JSON (api/order/createCoinPayRequest.ts,
// submitAuthenticationResult.ts, submitPaymentToken.ts). Their schemas in shared/contract/order.ts are plain
// strings, so the document says here what each holds, with contentMediaType and contentSchema, as JsonText
// does for the contract's other JSON texts (shared/contract/envelope.ts). A field the contract itself marks as
// JSON must leave this table: the generation refuses to say it twice.

const ORDER_JSON_TEXTS: Readonly<Record<string, Readonly<Record<string, TSchema>>>> = {
  [API.createCoinPay.path]: { ext: CreateCoinPayExt, platform_data: AdyenStateData },
  [API.submitAuthenticationResult.path]: { platform_data: ThreeDsDetails },
  [API.submitPaymentToken.path]: { platform_data: ApplePayTokenOrPayment },
};

/** The request schema of `path` with its JSON texts said (the same object when it has none). */
export function withJsonTexts(path: string, schema: TSchema): TSchema {
  const texts = ORDER_JSON_TEXTS[path];
  if (!texts) return schema;
  const object = schema as TObject;
  const properties = { ...object.properties };
  for (const [field, content] of Object.entries(texts)) {
    const text = properties[field];
    if (!text) throw new Error(`${path} has no field ${field}: openapi/orderJsonTexts.ts is out of date`);
    if ('contentMediaType' in text)
      throw new Error(
        `${path} ${field} is JSON in the contract already: remove it from openapi/orderJsonTexts.ts`,
      );
    // a spread keeps TypeBox's own (symbol) keys: an optional field stays optional
    properties[field] = {
      ...text,
      contentMediaType: 'application/json',
      contentSchema: withSafeNumbers(content),
    };
  }
  return { ...object, properties } as TSchema;
}
