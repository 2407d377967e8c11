/** The early script a page carries: the inline script that sets the early answers' global (undefined without one). */
export const earlyScriptOf = (html: string): string | undefined =>
  [...html.matchAll(/<script nonce="[^"]*">([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .find((text) => text.includes('__TOPUP_EARLY__'));
