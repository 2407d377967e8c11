// The relay's post to the team chat webhook (spec 02 §8): `{ "text": … }`, the body the common incoming
// webhooks (Slack, Google Chat, Mattermost) take. Only the server holds the address (DESIGN §13).

/** How long the relay waits for the chat: the page's request waits as long, never longer. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** Posts the message; true when the chat answered 2xx. Never throws, never follows a redirect. */
export async function postToWebhook(
  url: string,
  message: { text: string },
  timeoutMs: number = WEBHOOK_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      // a webhook that moved is a configuration to fix, not an address to follow with the message
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
