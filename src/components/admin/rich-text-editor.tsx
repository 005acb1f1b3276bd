"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { Heading2, Heading3, ImagePlus, Italic, Link, List, ListOrdered, Quote, Redo2, Undo2, Unlink } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { isAllowedHref, mediaSrcPattern, richTextDocument, type RichTextDocument } from "@/lib/rich-text/schema";
import { richTextExtensions } from "./rich-text-extensions";

/** Every visible and accessible string of the editor, translated by the caller. */
export interface RichTextEditorLabels {
  toolbar: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  removeLink: string;
  insertImage: string;
  undo: string;
  redo: string;
  /** The label of the link's address field. */
  linkUrl: string;
  applyLink: string;
  cancelLink: string;
  /** Shown when the address is not http(s), mailto:, tel: or a path starting with "/". */
  invalidLink: string;
  /** The image preview's alt text and placeholder. */
  image: string;
}

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

const buttonClass =
  "inline-flex size-9 items-center justify-center rounded-md text-olive-deep transition-colors hover:bg-sand/60 focus-visible:ring-2 focus-visible:ring-olive focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-olive-deep aria-pressed:text-cream";

const smallButtonClass =
  "inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60 focus-visible:ring-2 focus-visible:ring-olive focus-visible:outline-none";

interface ToolbarState {
  heading2: boolean;
  heading3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  quote: boolean;
  link: boolean;
  href: string;
  canUndo: boolean;
  canRedo: boolean;
}

function toolbarState(editor: Editor | null): ToolbarState | null {
  if (!editor) return null;
  const href: unknown = editor.getAttributes("link").href;
  return {
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    quote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    href: typeof href === "string" ? href : "",
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function ToolbarButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
  ...aria
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
}) {
  return (
    <button
      type="button"
      className={buttonClass}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection when clicked with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      {...aria}
    >
      {children}
    </button>
  );
}

/** Left/Right, Home/End move between the toolbar's buttons (WAI-ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1 || buttons.length === 0) return;
  event.preventDefault();
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? buttons.length - 1
        : (current + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

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
  const linkFieldId = useId();
  const linkErrorId = useId();
  const onChangeRef = useRef(onChange);
  const previewSrcRef = useRef(previewSrc);
  // The last document sent out, so the value coming back in does not reset the editor.
  const emitted = useRef<RichTextDocument | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkDraft, setLinkDraft] = useState("");
  const [linkInvalid, setLinkInvalid] = useState(false);

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

  function openLink() {
    setLinkDraft(state?.href ?? "");
    setLinkInvalid(false);
    setLinkOpen(true);
  }

  function closeLink() {
    setLinkOpen(false);
    setLinkInvalid(false);
    editor?.commands.focus();
  }

  function applyLink() {
    if (!editor) return;
    const href = linkDraft.trim();
    if (!isAllowedHref(href)) {
      setLinkInvalid(true);
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
    setLinkOpen(false);
    setLinkInvalid(false);
  }

  async function insertImage() {
    if (!editor) return;
    const src = await onPickImage();
    if (src && mediaSrcPattern.test(src) && !editor.isDestroyed) editor.chain().focus().setImage({ src }).run();
  }

  return (
    <div>
      <div
        role="toolbar"
        aria-label={labels.toolbar}
        aria-controls={id}
        onKeyDown={moveFocus}
        className="flex flex-wrap items-center gap-1 rounded-t-lg border border-b-0 border-olive-deep/30 bg-cream/60 p-1.5"
      >
        <ToolbarButton
          label={labels.heading2}
          pressed={state?.heading2 ?? false}
          disabled={inactive}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.heading3}
          pressed={state?.heading3 ?? false}
          disabled={inactive}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.bold}
          pressed={state?.bold ?? false}
          disabled={inactive}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          {/* lucide-react 1.x has no bold glyph: a bold letter says the same. */}
          <span aria-hidden className="text-base font-bold">
            B
          </span>
        </ToolbarButton>
        <ToolbarButton
          label={labels.italic}
          pressed={state?.italic ?? false}
          disabled={inactive}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <Italic aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.bulletList}
          pressed={state?.bulletList ?? false}
          disabled={inactive}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          <List aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.orderedList}
          pressed={state?.orderedList ?? false}
          disabled={inactive}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.quote}
          pressed={state?.quote ?? false}
          disabled={inactive}
          onClick={() => editor?.chain().focus().toggleBlockquote().run()}
        >
          <Quote aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.link}
          pressed={state?.link ?? false}
          disabled={inactive}
          aria-expanded={linkOpen}
          aria-controls={`${linkFieldId}-panel`}
          onClick={() => (linkOpen ? closeLink() : openLink())}
        >
          <Link aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.removeLink}
          disabled={inactive || !state?.link}
          onClick={() => editor?.chain().focus().extendMarkRange("link").unsetLink().run()}
        >
          <Unlink aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton label={labels.insertImage} disabled={inactive} onClick={() => void insertImage()}>
          <ImagePlus aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.undo}
          disabled={inactive || !state?.canUndo}
          onClick={() => editor?.chain().focus().undo().run()}
        >
          <Undo2 aria-hidden className="size-5" />
        </ToolbarButton>
        <ToolbarButton
          label={labels.redo}
          disabled={inactive || !state?.canRedo}
          onClick={() => editor?.chain().focus().redo().run()}
        >
          <Redo2 aria-hidden className="size-5" />
        </ToolbarButton>
      </div>
      {linkOpen && (
        // Not a <form>: the editor usually sits inside the page's form, and forms do not nest.
        <div
          id={`${linkFieldId}-panel`}
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
              value={linkDraft}
              aria-invalid={linkInvalid}
              aria-describedby={linkInvalid ? linkErrorId : undefined}
              onChange={(event) => {
                setLinkDraft(event.target.value);
                setLinkInvalid(false);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  closeLink();
                }
              }}
              className="mt-1 block w-full rounded-md border border-olive-deep/30 bg-white px-2.5 py-1.5 text-base text-ink focus:border-olive focus:ring-2 focus:ring-olive/30 focus:outline-none aria-[invalid=true]:border-terracotta-deep"
            />
          </div>
          <button type="button" className={smallButtonClass} onClick={applyLink}>
            {labels.applyLink}
          </button>
          <button type="button" className={smallButtonClass} onClick={closeLink}>
            {labels.cancelLink}
          </button>
          {linkInvalid && (
            <p id={linkErrorId} className="w-full text-sm font-medium text-terracotta-deep">
              {labels.invalidLink}
            </p>
          )}
        </div>
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
