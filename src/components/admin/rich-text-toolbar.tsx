"use client";

import type { Editor } from "@tiptap/react";
import { Heading2, Heading3, ImagePlus, Italic, Link, List, ListOrdered, Quote, Redo2, Undo2, Unlink } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import type { RichTextEditorLabels } from "./rich-text-labels";

const buttonClass =
  "inline-flex size-9 items-center justify-center rounded-md text-olive-deep transition-colors hover:bg-sand/60 focus-visible:ring-2 focus-visible:ring-olive focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-olive-deep aria-pressed:text-cream";

export interface ToolbarState {
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

export function toolbarState(editor: Editor | null): ToolbarState | null {
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

type Mark = "heading2" | "heading3" | "bold" | "italic" | "bulletList" | "orderedList" | "quote";

/** The buttons that switch a mark or a block on and off, in the toolbar's order. */
const toggles: { mark: Mark; icon: ReactNode; toggle: (editor: Editor) => void }[] = [
  {
    mark: "heading2",
    icon: <Heading2 aria-hidden className="size-5" />,
    toggle: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    mark: "heading3",
    icon: <Heading3 aria-hidden className="size-5" />,
    toggle: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    mark: "bold",
    // lucide-react 1.x has no bold glyph: a bold letter says the same.
    icon: (
      <span aria-hidden className="text-base font-bold">
        B
      </span>
    ),
    toggle: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    mark: "italic",
    icon: <Italic aria-hidden className="size-5" />,
    toggle: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    mark: "bulletList",
    icon: <List aria-hidden className="size-5" />,
    toggle: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    mark: "orderedList",
    icon: <ListOrdered aria-hidden className="size-5" />,
    toggle: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    mark: "quote",
    icon: <Quote aria-hidden className="size-5" />,
    toggle: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

/** The editor's toolbar (WAI-ARIA toolbar): marks and blocks, link, image, undo and redo. */
export function RichTextToolbar({
  editorId,
  editor,
  state,
  labels,
  inactive,
  linkOpen,
  linkPanelId,
  onToggleLink,
  onInsertImage,
}: {
  editorId: string;
  editor: Editor | null;
  state: ToolbarState | null;
  labels: RichTextEditorLabels;
  inactive: boolean;
  linkOpen: boolean;
  linkPanelId: string;
  onToggleLink: () => void;
  onInsertImage: () => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label={labels.toolbar}
      aria-controls={editorId}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-b-0 border-olive-deep/30 bg-cream/60 p-1.5"
    >
      {toggles.map(({ mark, icon, toggle }) => (
        <ToolbarButton
          key={mark}
          label={labels[mark]}
          pressed={state?.[mark] ?? false}
          disabled={inactive}
          onClick={() => editor && toggle(editor)}
        >
          {icon}
        </ToolbarButton>
      ))}
      <ToolbarButton
        label={labels.link}
        pressed={state?.link ?? false}
        disabled={inactive}
        aria-expanded={linkOpen}
        aria-controls={linkPanelId}
        onClick={onToggleLink}
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
      <ToolbarButton label={labels.insertImage} disabled={inactive} onClick={onInsertImage}>
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
  );
}
