/**
 * The query a list page is opened with when the visitor asked for an item that is published only
 * in the other language (src/server/content/redirects.ts): the page says so in a short notice.
 */
export const unavailableParameter = "unavailable";
export const unavailableQuery = `${unavailableParameter}=1`;
