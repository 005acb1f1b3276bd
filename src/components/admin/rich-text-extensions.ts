import type { Extensions } from "@tiptap/core";
import Image, { type ImageOptions } from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedHref, mediaIdFromSrc } from "@/lib/rich-text/schema";

export interface RichTextExtensionOptions {
  /** A URL the browser can show for a media library id; undefined shows a placeholder box. */
  previewSrc: (mediaId: string) => string | undefined;
  /** The image preview's alt text and placeholder label, in the editor's language. */
  imageLabel: string;
}

type MediaImageOptions = ImageOptions & RichTextExtensionOptions;

const previewClass = "my-4 overflow-hidden rounded-xl ring-1 ring-olive-deep/15";
const placeholderClass = "flex aspect-[16/9] w-full items-center justify-center bg-sand/60 text-sm font-medium text-muted";

/**
 * Images from the media library only: pasted <img> from elsewhere and the markdown input rule
 * would bring in sources the schema rejects, so neither is loaded. In the editor the `media:`
 * reference is shown through `previewSrc`.
 */
const MediaImage = Image.extend<MediaImageOptions>({
  addOptions() {
    return {
      ...(this.parent?.() as ImageOptions),
      previewSrc: () => undefined,
      imageLabel: "Image",
    };
  },
  parseHTML() {
    return [{ tag: 'img[src^="media:"]' }];
  },
  addInputRules() {
    return [];
  },
  addNodeView() {
    const { previewSrc, imageLabel } = this.options;
    return ({ node: initial }) => {
      const dom = document.createElement("figure");
      dom.className = previewClass;
      dom.contentEditable = "false";
      const show = (src: unknown) => {
        const mediaId = typeof src === "string" ? mediaIdFromSrc(src) : undefined;
        const url = mediaId ? previewSrc(mediaId) : undefined;
        if (url) {
          const img = document.createElement("img");
          img.src = url;
          img.alt = imageLabel;
          img.draggable = false;
          img.className = "block h-auto w-full";
          dom.replaceChildren(img);
        } else {
          const box = document.createElement("div");
          box.className = placeholderClass;
          box.textContent = imageLabel;
          dom.replaceChildren(box);
        }
      };
      show(initial.attrs.src);
      return {
        dom,
        update: (node) => {
          if (node.type !== initial.type) return false;
          show(node.attrs.src);
          return true;
        },
      };
    };
  },
});

/**
 * The editor's extensions, matching the allowlist in `src/lib/rich-text/schema.ts`: what is not
 * loaded cannot be typed or pasted, so the editor's JSON always passes the schema.
 */
export function richTextExtensions(options: RichTextExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAllowedHref(url),
        // The renderer decides rel; the editor's links must not open anything.
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    MediaImage.configure({ inline: false, allowBase64: false, resize: false, ...options }),
  ];
}
