"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { mediaLimits } from "@/lib/media";
import { canManageMedia } from "@/lib/permissions";
import { mediaAltSchema, mediaIdSchema, mediaUploadSchema } from "@/lib/validation/media";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { setAlt } from "./alt";
import { deleteMedia } from "./delete";
import { getMedia } from "./queries";
import { uploadMedia, type UploadRefusal } from "./upload";

const mediaText = (locale: Locale) => getTranslations({ locale, namespace: "AdminMedia" });

const refusalKeys = {
  "too-large": "upload.tooLarge",
  "unsupported-type": "upload.unsupportedType",
  "too-many-pixels": "upload.tooManyPixels",
  unreadable: "upload.unreadable",
} as const satisfies Record<UploadRefusal, string>;

/** The library and every page showing its images (a new alt text, a deleted image) render again. */
function refresh() {
  revalidatePath(adminPortalPath("media"));
}

/** Uploads one image (multipart, with or without JavaScript); says what was stored or why not. */
export const uploadMediaAction = defineAction({
  schema: mediaUploadSchema,
  authorize: canManageMedia,
  handler: async ({ file }, { locale, viewer }) => {
    const t = await mediaText(locale);
    // Refused before its bytes are read.
    if (file.size > mediaLimits.maxBytes) return { ok: false, message: t("upload.tooLarge") };
    const db = await getDb();
    const result = await uploadMedia(db, {
      data: Buffer.from(await file.arrayBuffer()),
      filename: file.name,
      createdBy: viewer.user.email,
    });
    if (!result.ok) return { ok: false, message: t(refusalKeys[result.reason]) };
    refresh();
    const stored = await getMedia(db, result.mediaId);
    const filename = stored?.filename ?? file.name;
    return {
      ok: true,
      data: {
        mediaId: result.mediaId,
        message: result.duplicate ? t("upload.duplicate", { filename }) : t("upload.done", { filename }),
      },
    };
  },
});

/** Sets (or, empty, removes) an image's alt text in one language. */
export const setMediaAltAction = defineAction({
  schema: mediaAltSchema,
  authorize: canManageMedia,
  handler: async ({ mediaId, locale: altLocale, alt }, { locale }) => {
    const t = await mediaText(locale);
    const result = await setAlt(await getDb(), mediaId, altLocale, alt);
    if (!result.ok) return { ok: false, message: t(result.reason === "not-found" ? "notFound" : "alt.tooLong") };
    refresh();
    return { ok: true, data: { message: t(result.alt === null ? "alt.cleared" : "alt.saved") } };
  },
});

/** Deletes an image, refused while content uses it. */
export const deleteMediaAction = defineAction({
  schema: mediaIdSchema,
  authorize: canManageMedia,
  handler: async ({ mediaId }, { locale }) => {
    const t = await mediaText(locale);
    const result = await deleteMedia(await getDb(), mediaId);
    if (!result.ok) {
      return {
        ok: false,
        message: result.reason === "in-use" ? t("delete.inUse", { count: result.usage.length }) : t("notFound"),
      };
    }
    refresh();
    // The image's card leaves the page, and its form with it: the page says what happened.
    return redirect(`${adminPortalPath("media")}?done=deleted`, RedirectType.replace);
  },
});
