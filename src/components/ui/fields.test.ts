import { parse, type HTMLElement } from "node-html-parser";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckField, ChoiceGroup, FormField, SelectField, TextAreaField, TextField } from "./fields";
import { inputClass } from "./styles";

/** The markup as a tree, to ask what a screen reader would: which label, which description. */
function render(element: ReactNode): HTMLElement {
  return parse(renderToStaticMarkup(element));
}

/** The texts of the elements an `aria-describedby` names, in order. */
function description(document: HTMLElement, control: HTMLElement): string[] {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.querySelector(`[id="${id}"]`)?.text ?? `missing #${id}`);
}

/** The text of the <label for> naming `control`. */
function labelOf(document: HTMLElement, control: HTMLElement): string | undefined {
  return document.querySelector(`label[for="${control.id}"]`)?.text;
}

describe("field components", () => {
  it("tie the label to the control by id, from the form's prefix and the field's name", () => {
    const document = render(createElement(TextField, { formId: "contact", name: "email", label: "E-mail", type: "email" }));
    const input = document.querySelector("input")!;
    expect(input.id).toBe("contact-email");
    expect(input.getAttribute("name")).toBe("email");
    expect(labelOf(document, input)).toBe("E-mail");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.getAttribute("class")).toBe(inputClass);
  });

  it("describe the control with its hint, then its error, and mark it invalid", () => {
    const document = render(
      createElement(TextAreaField, { formId: "f", name: "alt", label: "Alt", hint: "What it shows", error: "Too long" }),
    );
    const textarea = document.querySelector("textarea")!;
    expect(description(document, textarea)).toEqual(["What it shows", "Too long"]);
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
  });

  it("keep a select's options and its placeholder, with the same wiring", () => {
    const document = render(
      createElement(SelectField, {
        formId: "csv",
        name: "separator",
        label: "Separator",
        error: "Choose one",
        placeholder: "—",
        options: [{ value: "comma", label: "Comma" }],
      }),
    );
    const select = document.querySelector("select")!;
    expect(labelOf(document, select)).toBe("Separator");
    expect(select.querySelectorAll("option").map((option) => option.getAttribute("value"))).toEqual(["", "comma"]);
    expect(description(document, select)).toEqual(["Choose one"]);
  });

  it("hide a label from the eye only, and say an error as it shows when asked", () => {
    const document = render(
      createElement(TextField, {
        formId: "line",
        name: "cases",
        label: "Cases of oil",
        labelHidden: true,
        error: "At least 4",
        announceError: true,
      }),
    );
    const input = document.querySelector("input")!;
    const label = document.querySelector("label")!;
    expect(label.getAttribute("class")).toBe("sr-only");
    expect(labelOf(document, input)).toBe("Cases of oil");
    expect(document.querySelector('[id="line-cases-error"]')!.getAttribute("role")).toBe("alert");
  });

  it("give a file input the shared look of its button, and let a caller set the control's classes", () => {
    const file = render(createElement(TextField, { formId: "up", name: "file", label: "File", type: "file" }));
    expect(file.querySelector("input")!.getAttribute("class")).toMatch(/^.+ file:mr-3 /);
    const narrow = render(createElement(TextField, { formId: "up", name: "until", label: "Until", controlClassName: "w-48" }));
    expect(narrow.querySelector("input")!.getAttribute("class")).toBe("w-48");
  });

  it("hand a control of the caller's own the same wiring, with more descriptions and a validity of its own", () => {
    const document = render(
      // Called as a function: its children are a function, which createElement's children are not.
      FormField({
        formId: "field-en",
        name: "title",
        label: "Title",
        hint: "A line",
        error: "Required",
        invalid: false,
        describedBy: "field-en-title-count",
        children: (control) => [
          createElement("input", { key: "input", ...control }),
          createElement("p", { key: "count", id: "field-en-title-count" }, "3 / 80"),
        ],
      }),
    );
    const input = document.querySelector("input")!;
    expect(labelOf(document, input)).toBe("Title");
    expect(description(document, input)).toEqual(["A line", "Required", "3 / 80"]);
    expect(input.getAttribute("aria-invalid")).toBe("false");
  });

  it("name a group through aria-labelledby, as a <label for> names one input only", () => {
    const document = render(
      FormField({
        formId: "field-shared",
        name: "allergens",
        label: "Allergens",
        group: true,
        labelAside: createElement("span", { className: "badge" }, "Missing in French"),
        children: (control) => createElement("fieldset", { id: control.id, "aria-labelledby": control["aria-labelledby"] }),
      }),
    );
    expect(document.querySelector("label")).toBeNull();
    const fieldset = document.querySelector("fieldset")!;
    expect(document.querySelector(`[id="${fieldset.getAttribute("aria-labelledby")}"]`)?.text).toBe("Allergens");
  });

  it("label checkboxes and radio buttons after them, one id each by value, their group's error read with the group", () => {
    const document = render(
      ChoiceGroup({
        formId: "doc",
        name: "companyIds",
        legend: "Companies",
        error: "Choose a company",
        children: ["a", "b"].map((value) =>
          createElement(CheckField, {
            key: value,
            formId: "doc",
            name: "companyIds",
            type: "checkbox",
            value,
            label: `Company ${value}`,
          }),
        ),
      }),
    );
    const boxes = document.querySelectorAll("input");
    expect(boxes.map((box) => [box.id, labelOf(document, box)])).toEqual([
      ["doc-companyIds-a", "Company a"],
      ["doc-companyIds-b", "Company b"],
    ]);
    const fieldset = document.querySelector("fieldset")!;
    expect(fieldset.querySelector("legend")!.text).toBe("Companies");
    expect(description(document, fieldset)).toEqual(["Choose a company"]);
  });

  it("read a choice's hint with it", () => {
    const document = render(
      createElement(CheckField, {
        formId: "doc",
        name: "sharedWith",
        type: "radio",
        value: "all",
        label: "Every company",
        hint: "Later ones too",
      }),
    );
    const radio = document.querySelector("input")!;
    expect(radio.id).toBe("doc-sharedWith-all");
    expect(description(document, radio)).toEqual(["Later ones too"]);
  });
});
