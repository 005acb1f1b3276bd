"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { RichTextEditor } from "@/components/admin/rich-text-editor";
import { mediaReference } from "@/lib/media";
import { emptyDocument, type RichTextDocument } from "@/lib/rich-text/schema";
import type { MediaChoice } from "@/server/media/queries";
import { MediaPickerDialog } from "../../_components/media-picker";

/** A rich-text field: TipTap with the studio's toolbar; images come from the media library. */
export function RichTextInput({
  id,
  value,
  onChange,
  labelledBy,
  media,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
}: {
  id: string;
  value: RichTextDocument | undefined;
  onChange: (value: RichTextDocument) => void;
  labelledBy: string;
  media: MediaChoice[];
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  lang?: string;
}) {
  const t = useTranslations("AdminContent.richText");
  const [picking, setPicking] = useState(false);
  const resolve = useRef<((src: string | null) => void) | null>(null);
  const finish = (src: string | null) => {
    resolve.current?.(src);
    resolve.current = null;
    setPicking(false);
  };
  // The editor needs at least one block; a seeded empty body has none.
  const doc = value?.content.length ? value : emptyDocument();
  return (
    <>
      <RichTextEditor
        id={id}
        value={doc}
        onChange={onChange}
        labelledBy={labelledBy}
        describedBy={describedBy}
        invalid={invalid}
        labels={{
          toolbar: t("toolbar"),
          heading2: t("heading2"),
          heading3: t("heading3"),
          bold: t("bold"),
          italic: t("italic"),
          bulletList: t("bulletList"),
          orderedList: t("orderedList"),
          quote: t("quote"),
          link: t("link"),
          removeLink: t("removeLink"),
          insertImage: t("insertImage"),
          undo: t("undo"),
          redo: t("redo"),
          linkUrl: t("linkUrl"),
          applyLink: t("applyLink"),
          cancelLink: t("cancelLink"),
          invalidLink: t("invalidLink"),
          image: t("image"),
        }}
        onPickImage={() =>
          new Promise<string | null>((done) => {
            resolve.current = done;
            setPicking(true);
          })
        }
        previewSrc={(mediaId) => media.find((item) => item.id === mediaId)?.thumbnail}
      />
      <MediaPickerDialog
        media={media}
        open={picking}
        onOpenChange={(open) => {
          if (!open) finish(null);
        }}
        onChoose={(mediaId) => finish(mediaReference(mediaId))}
      />
    </>
  );
}
