import { z } from "zod/mini";
import { locales } from "@/i18n/locales";
import { mediaLimits } from "@/lib/media";

export const altLocaleSchema = z.enum(locales);

/** The alt text form: empty clears it. */
export const mediaAltSchema = z.object({
  mediaId: z.uuid(),
  locale: altLocaleSchema,
  alt: z.string().check(z.trim(), z.maxLength(mediaLimits.altLength, "tooLong")),
});

export const mediaIdSchema = z.object({ mediaId: z.uuid() });

/** The upload form: one non-empty file (its content is checked on the server). */
export const mediaUploadSchema = z.object({
  file: z.custom<File>((value) => value instanceof File && value.size > 0, "required"),
});
