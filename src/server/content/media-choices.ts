import "server-only";
import { getDb } from "@/server/db/client";
import { listMedia, toMediaChoice, type MediaChoice } from "@/server/media/queries";

/** The media library as the content editor's picker lists it. */
export async function listMediaChoices(): Promise<MediaChoice[]> {
  return (await listMedia(await getDb())).map(toMediaChoice);
}
