export function tagChangesKnownSince(now?: number): number;
export function noTagChangedSince(time: number): Promise<boolean>;

export default class PageCacheHandler {
  get(key: string, ctx?: unknown): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
