/**
 * A route segment decoded once, or as it is when it is not valid percent-encoding (`%`,
 * `%E0%A4%A`): Next hands some segments over decoded already, and a lone `%` must not become a
 * URIError (a 500) where the page answers 404 to any value it does not know.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
