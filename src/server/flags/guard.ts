import "server-only";
import { notFound } from "next/navigation";
import { intakeFormFlags, type IntakeFormName } from "@/lib/form-intake";
import { pageGroups, type PageGroupName } from "@/lib/page-groups";
import { logMissingPage } from "@/server/not-found";
import { getFlags } from "./index";

/**
 * For a page group's layout: answers 404 (logged like any missing page) while the group's flag
 * is off, so no page of the group has to check it again. The group's pages are cached, so this
 * reads neither the request nor its headers: the 404 is rendered (and logged, with the group's
 * path) once per flag change. A page asked for to be read (GET, HEAD) is answered before, by the
 * proxy, with the whole 404 page (src/server/content/site-paths.ts, isMissingPage): this stays
 * for what is posted to the group's pages, and for a page cached before the switch.
 */
export async function requireFlag(group: PageGroupName, locale: string): Promise<void> {
  if ((await getFlags())[pageGroups[group].flag]) return;
  logMissingPage(locale, pageGroups[group].pathPrefix);
  notFound();
}

/**
 * For a lead form's thank-you page, not a page group of its own: 404 while any flag the form
 * needs (`intakeFormFlags`) is off. As for a group, a page asked for to be read is answered first
 * by the proxy (src/server/content/site-paths.ts); this stays for a post.
 */
export async function requireFormFlags(form: IntakeFormName): Promise<void> {
  const flags = await getFlags();
  if (!intakeFormFlags[form].every((flag) => flags[flag])) notFound();
}
