"use client";

import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useEffect, useRef } from "react";
import { mediaSrcPattern, richTextDocument, type RichTextDocument } from "@/lib/rich-text/schema";
import { richTextExtensions } from "./rich-text-extensions";
import type { RichTextEditorLabels } from "./rich-text-labels";
import { LinkPanel, useLinkEditing } from "./rich-text-link-panel";
import { RichTextToolbar, toolbarState } from "./rich-text-toolbar";

export type { RichTextEditorLabels };

export interface RichTextEditorProps {
  /** The id of the editable area. */
  id: string;
  value: RichTextDocument;
  onChange: (doc: RichTextDocument) => void;
  /** The id of the visible label (a contenteditable cannot use <label for>). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  labels: RichTextEditorLabels;
  /** Opens the media picker; resolves to a `media:<uuid>` src, or null when cancelled. */
  onPickImage: () => Promise<string | null>;
  /** A URL the browser can show for a media id; undefined shows a placeholder box. */
  previewSrc: (mediaId: string) => string | undefined;
}

const editableClass = [
  "min-h-64 rounded-b-lg border border-olive-deep/30 bg-white px-4 py-3 text-base leading-relaxed text-ink",
  "focus:border-olive focus:ring-2 focus:ring-olive/30 focus:outline-none",
  "aria-[invalid=true]:border-terracotta-deep aria-disabled:bg-sand/40 aria-disabled:text-muted",
  "[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-olive-deep",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-olive-deep",
  "[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-1",
  "[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-olive/40 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_a]:text-olive-deep [&_a]:underline [&_a]:underline-offset-4",
  "[&_.ProseMirror-selectednode]:ring-2 [&_.ProseMirror-selectednode]:ring-olive",
].join(" ");

/**
 * The rich-text field of the content studio: TipTap limited to the allowlist of
 * `src/lib/rich-text/schema.ts`, so what it hands to `onChange` always passes the schema.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  labels,
  onPickImage,
  previewSrc,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  const previewSrcRef = useRef(previewSrc);
  // The last document sent out, so the value coming back in does not reset the editor.
  const emitted = useRef<RichTextDocument | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
    previewSrcRef.current = previewSrc;
  });

  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelledBy,
    "aria-invalid": String(invalid),
    class: editableClass,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(disabled ? { "aria-disabled": "true" } : {}),
  };

  const editor = useEditor({
    // Rendered on the client only: the server has no editor to render.
    immediatelyRender: false,
    // The closure reads the ref when ProseMirror draws an image, never during React's render.
    // eslint-disable-next-line react-hooks/refs
    extensions: richTextExtensions({
      previewSrc: (mediaId) => previewSrcRef.current(mediaId),
      imageLabel: labels.image,
    }),
    content: value,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      // Parsing drops TipTap's extra attributes (target, alt…); the extensions keep it valid.
      const parsed = richTextDocument.safeParse(current.getJSON());
      if (!parsed.success) return;
      emitted.current = parsed.data;
      onChangeRef.current(parsed.data);
    },
  });

  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });

  // Attributes and editability follow the props without recreating the editor.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
    editor.setEditable(!disabled, false);
  }, [editor, attributesKey, disabled]);

  // A value from outside (a reset, a restored version) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    const current = richTextDocument.safeParse(editor.getJSON());
    if (current.success && JSON.stringify(current.data) === JSON.stringify(value)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const inactive = disabled || !editor;

  const link = useLinkEditing(editor, state?.href);

  async function insertImage() {
    if (!editor) return;
    const src = await onPickImage();
    if (src && mediaSrcPattern.test(src) && !editor.isDestroyed) editor.chain().focus().setImage({ src }).run();
  }

  return (
    <div>
      <RichTextToolbar
        editorId={id}
        editor={editor}
        state={state}
        labels={labels}
        inactive={inactive}
        linkOpen={link.open}
        linkPanelId={link.panelId}
        onToggleLink={link.toggle}
        onInsertImage={() => void insertImage()}
      />
      {link.open && (
        // Not a <form>: the editor usually sits inside the page's form, and forms do not nest.
        <LinkPanel link={link} labels={labels} />
      )}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Until the editor mounts in the browser, a box of the same size keeps the layout still.
        <div aria-hidden className="min-h-64 rounded-b-lg border border-olive-deep/30 bg-white" />
      )}
    </div>
  );
}
