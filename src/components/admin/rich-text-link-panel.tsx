"use client";

import type { Editor } from "@tiptap/react";
import { useId, useState } from "react";
import { isAllowedHref } from "@/lib/rich-text/schema";
import type { RichTextEditorLabels } from "./rich-text-labels";

const smallButtonClass =
  "inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60 focus-visible:ring-2 focus-visible:ring-olive focus-visible:outline-none";

/** The link being written: its address as typed, whether it was refused, and what the panel's buttons do. */
export function useLinkEditing(editor: Editor | null, currentHref: string | undefined) {
  const fieldId = useId();
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
    fieldId,
    panelId: `${fieldId}-panel`,
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
  const linkErrorId = useId();
  const linkFieldId = link.fieldId;
  return (
    // Not a <form>: the editor usually sits inside the page's form, and forms do not nest.
    <div
      id={link.panelId}
      className="flex flex-wrap items-end gap-2 border border-b-0 border-olive-deep/30 bg-cream/40 px-3 py-2"
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={linkFieldId} className="block text-sm font-semibold text-olive-deep">
          {labels.linkUrl}
        </label>
        <input
          id={linkFieldId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          // The field appears because the user asked for it: focus goes where they will type.
          autoFocus
          value={link.draft}
          aria-invalid={link.invalid}
          aria-describedby={link.invalid ? linkErrorId : undefined}
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
          className="mt-1 block w-full rounded-md border border-olive-deep/30 bg-white px-2.5 py-1.5 text-base text-ink focus:border-olive focus:ring-2 focus:ring-olive/30 focus:outline-none aria-[invalid=true]:border-terracotta-deep"
        />
      </div>
      <button type="button" className={smallButtonClass} onClick={link.apply}>
        {labels.applyLink}
      </button>
      <button type="button" className={smallButtonClass} onClick={link.close}>
        {labels.cancelLink}
      </button>
      {link.invalid && (
        <p id={linkErrorId} className="w-full text-sm font-medium text-terracotta-deep">
          {labels.invalidLink}
        </p>
      )}
    </div>
  );
}
