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
