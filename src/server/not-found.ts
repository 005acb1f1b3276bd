import "server-only";
import { log } from "@/server/log";

export function logMissingPage(locale: string, pathname: string): void {
  log.warn({ locale, pathname }, "page not found");
}
