import { z } from "zod";
import type { ContentType } from "./catalog";
import { adminPaths } from "@/lib/paths";
import { contentTypeNames } from "./catalog";

/** The studio's list of types, grouped as the site's pages are. */
export const studioGroups = [
  { id: "insights", types: ["news", "article"] },
  { id: "company", types: ["team", "partner", "opportunity"] },
  { id: "solutions", types: ["solution", "solution-step", "reason"] },
  { id: "catalog", types: ["catalog-product"] },
  { id: "home", types: ["hero", "product", "service", "audience", "process-step", "brand-story", "founder"] },
  { id: "pages", types: ["section", "footer", "policy", "brand-store-guide"] },
] as const satisfies readonly { id: string; types: readonly ContentType[] }[];

export const studioStates = ["draft", "published", "changed", "archived"] as const;

/** The list's filter, from the URL (so it can be bookmarked and works without JavaScript). */
export const studioFilterSchema = z.object({
  type: z.enum(contentTypeNames as [ContentType, ...ContentType[]]).catch("news"),
  q: z.string().trim().max(200).optional().catch(undefined),
  state: z.enum(studioStates).optional().catch(undefined),
  done: z.string().optional().catch(undefined),
});

export type StudioFilter = z.infer<typeof studioFilterSchema>;

/** The editor of an item, and its history. */
export const contentEditorPath = (id: string) => `${adminPaths.portal}/content/${id}`;
export const contentHistoryPath = (id: string) => `${adminPaths.portal}/content/${id}/history`;
