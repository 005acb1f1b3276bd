/**
 * The query a list page is opened with when the visitor asked for an item that is published only
 * in the other language (src/server/content/redirects.ts): the page says so in a short notice.
 */
export const unavailableParameter = "unavailable";
/**
 * The query and the fragment: the page is cached the same for every visitor, so the notice is in
 * every copy, hidden unless the fragment targets it (CSS `:target`, no JavaScript needed); once
 * JavaScript runs, the query shows it too (a navigation inside the site may drop the fragment).
 */
export const unavailableQuery = `${unavailableParameter}=1#${unavailableParameter}`;
