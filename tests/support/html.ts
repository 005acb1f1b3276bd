import type { APIRequestContext, APIResponse } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";

// A page as the server sent it, read without a browser: for the rules about one response (its
// status, its head, the words it carries). What needs a browser (scripts run, layout, focus, axe)
// stays with `page`.

export interface ServedPage {
  response: APIResponse;
  status: number;
  html: string;
  document: HTMLElement;
}

/** GETs `path` with `request` (the spec's `request` fixture, or a context with a storageState) and parses the HTML. */
export async function servedPage(
  request: APIRequestContext,
  path: string,
  options: { maxRedirects?: number; headers?: Record<string, string> } = {},
): Promise<ServedPage> {
  const response = await request.get(path, options);
  const html = await response.text();
  return { response, status: response.status(), html, document: parse(html) };
}

/** An element's text as a reader gets it: entities decoded, runs of spaces and line breaks made one space, trimmed. */
export function textOf(element: HTMLElement | null | undefined): string | undefined {
  return element?.text.replace(/[ \t\n\r]+/g, " ").trim();
}

/**
 * The words a reader can be shown under `element`: its text without what the browser never renders
 * as text (scripts, among them the RSC payload, styles, templates) nor `hidden` elements; spaces as `textOf`.
 */
export function shownTextOf(element: HTMLElement): string {
  const copy = element.clone() as HTMLElement;
  for (const unseen of copy.querySelectorAll("script, style, template, [hidden]")) unseen.remove();
  return textOf(copy) ?? "";
}

/** The one element `selector` finds: an error when there is none or more than one (as a Playwright locator's strictness). */
export function only(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelectorAll(selector);
  if (found.length !== 1) throw new Error(`${selector}: ${found.length} elements, one expected`);
  return found[0]!;
}

/** The attribute `name` of the one element `selector` finds. */
export function attributeOf(root: HTMLElement, selector: string, name: string): string | undefined {
  return only(root, selector).getAttribute(name);
}

/** An element's accessible name as far as the HTML tells it: its aria-labelledby's text, its aria-label, else its text. */
export function nameOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const root = rootOf(element);
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(root.querySelector(`[id="${id}"]`)) ?? "")
      .join(" ");
  }
  return element.getAttribute("aria-label") ?? textOf(element) ?? "";
}

function rootOf(element: HTMLElement): HTMLElement {
  let root = element;
  while (root.parentNode) root = root.parentNode;
  return root;
}

/** The one element `selector` finds whose name is `name` (a `nav` by its label, a `section` by its heading's id…). */
export function named(root: HTMLElement, selector: string, name: string): HTMLElement {
  const found = root.querySelectorAll(selector).filter((element) => nameOf(element) === name);
  if (found.length !== 1) throw new Error(`${selector} named ${name}: ${found.length} elements, one expected`);
  return found[0]!;
}

/** The links under `root` whose name is `name` (exactly), or matches it. */
export function linksNamed(root: HTMLElement, name: string | RegExp): HTMLElement[] {
  return root
    .querySelectorAll("a[href]")
    .filter((link) => (typeof name === "string" ? nameOf(link) === name : name.test(nameOf(link))));
}

/** The form control a `<label>` whose text is `label` points at (as getByLabel with exact). */
export function labelled(root: HTMLElement, label: string): HTMLElement {
  const labels = root.querySelectorAll("label[for]").filter((element) => textOf(element) === label);
  if (labels.length !== 1) throw new Error(`label ${label}: ${labels.length} labels, one expected`);
  return only(root, `[id="${labels[0]!.getAttribute("for")}"]`);
}

/** A select's value as the browser starts it: the selected option's, else the first option's. */
export function selectValue(select: HTMLElement): string | undefined {
  const options = select.querySelectorAll("option");
  const option = options.find((element) => element.hasAttribute("selected")) ?? options[0];
  return option?.getAttribute("value") ?? textOf(option);
}
