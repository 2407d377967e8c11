// spec 02 §8: what the user reads for a failed call. Client codes have their own Arabic texts; a server
// refusal carries its own (Arabic) message; anything else gets the generic text.

export const CLIENT_ERROR_KEYS: Readonly<Record<number, string>> = {
  [-1]: 'client.timeout',
  [-2]: 'client.network',
  [-3]: 'client.setup',
  [-4]: 'client.bridge',
  [-5]: 'client.aborted',
};

export type ErrorText = { key: string } | { text: string };

export function errorText(result: number, message?: string): ErrorText {
  const key = CLIENT_ERROR_KEYS[result];
  if (key) return { key };
  // HTTP failures (result = status) and malformed answers: the server's text is not for users
  if (result >= 400 && result < 600) return { key: 'generic' };
  if (message && message.trim() !== '') return { text: message };
  return { key: 'generic' };
}
