"use client";

import type { Editor } from "@tiptap/react";
import { useId, useState } from "react";
import { TextField } from "@/components/ui/fields";
import { isAllowedHref } from "@/lib/rich-text/schema";
import type { RichTextEditorLabels } from "./rich-text-labels";

/** The shared input's look, a size smaller under the editor's toolbar. */
const linkInputClass =
  "mt-1 block w-full rounded-md border border-olive-deep/30 bg-white px-2.5 py-1.5 text-base text-ink focus:border-olive focus:ring-2 focus:ring-olive/30 focus:outline-none aria-[invalid=true]:border-terracotta-deep";

const smallButtonClass =
  "inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60 focus-visible:ring-2 focus-visible:ring-olive focus-visible:outline-none";

/** The link being written: its address as typed, whether it was refused, and what the panel's buttons do. */
export function useLinkEditing(editor: Editor | null, currentHref: string | undefined) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState(false);

  function openLink() {
    setDraft(currentHref ?? "");
    setInvalid(false);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setInvalid(false);
    editor?.commands.focus();
  }

  function apply() {
    if (!editor) return;
    const href = draft.trim();
    if (!isAllowedHref(href)) {
      setInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive("link")) {
      // Nothing selected: the address becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    setOpen(false);
    setInvalid(false);
  }

  const change = (value: string) => {
    setDraft(value);
    setInvalid(false);
  };

  return {
    formId,
    panelId: `${formId}-panel`,
    open,
    draft,
    invalid,
    change,
    toggle: () => (open ? close() : openLink()),
    close,
    apply,
  };
}

/** The link's address field, below the toolbar while a link is being written. */
export function LinkPanel({ link, labels }: { link: ReturnType<typeof useLinkEditing>; labels: RichTextEditorLabels }) {
  return (
    // Not a <form>: the editor usually sits inside the page's form, and forms do not nest.
    <div
      id={link.panelId}
      className="flex flex-wrap items-start gap-2 border border-b-0 border-olive-deep/30 bg-cream/40 px-3 py-2"
    >
      <TextField
        formId={link.formId}
        name="href"
        label={labels.linkUrl}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        // The field appears because the user asked for it: focus goes where they will type.
        autoFocus
        value={link.draft}
        error={link.invalid ? labels.invalidLink : undefined}
        onChange={(event) => link.change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            link.apply();
          } else if (event.key === "Escape") {
            event.preventDefault();
            link.close();
          }
        }}
        className="min-w-48 flex-1"
        controlClassName={linkInputClass}
      />
      {/* Level with the field, under its label. */}
      <div className="mt-6.5 flex gap-2">
        <button type="button" className={smallButtonClass} onClick={link.apply}>
          {labels.applyLink}
        </button>
        <button type="button" className={smallButtonClass} onClick={link.close}>
          {labels.cancelLink}
        </button>
      </div>
    </div>
  );
}
