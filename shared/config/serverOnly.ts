// DESIGN §13: what a configuration file holds for the server alone (document.ts), never served to a browser.

/** The document's server-only section. */
export interface ServerOnlyConfig {
  /**
   * The team chat webhook storage-failure alerts go to (spec 02 §8), posted by the API's alert relay
   * (POST /api/sys/alert/); '' is none: the relay only records them.
   */
  teamChatWebhook: string;
}
