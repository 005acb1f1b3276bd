import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

interface ManifestEntry {
  filename: string;
  exportedName: string;
}

/** The id Next gave a Server Action in the build the e2e server runs. */
export function actionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, ManifestEntry>;
  };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === filename && entry.exportedName === exportedName,
  );
  if (!found) throw new Error(`No Server Action ${exportedName} from ${filename} in the build`);
  return found[0];
}

/**
 * Calls a Server Action the way anyone on the internet can: a bare POST with the action id and
 * its arguments, without the page's JavaScript. A script outside a browser claims what it likes:
 * this one says it is same-origin (Sec-Fetch-Site), which the request filter requires of a post,
 * so what is tested is the action's own authorization.
 */
export async function postAction(request: APIRequestContext, page: string, id: string, args: unknown[]) {
  const response = await request.post(page, {
    headers: {
      "Next-Action": id,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      "Sec-Fetch-Site": "same-origin",
    },
    data: JSON.stringify(args),
    maxRedirects: 0,
  });
  return { status: response.status(), body: await response.text() };
}
