import { z } from "zod/mini";
import { documentKinds, documentLanguages, documentLimits } from "@/lib/documents";
import { choiceField, singleLine } from "./form-fields";

/** Who sees a document: every client company (now and future), or the companies ticked. */
export const documentAudiences = ["all", "chosen"] as const;
export type DocumentAudience = (typeof documentAudiences)[number];

/** Keys of `AdminDocuments.errors` the schemas below use, besides the shared `FormErrors` ones. */
export const documentErrorKeys = ["fileRequired", "invalidDate", "chooseCompany"] as const;
export type DocumentErrorKey = (typeof documentErrorKeys)[number];

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) =>
  calendarDay.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Sharing: with all, or with at least one company picked. */
export const documentSharingShape = {
  sharedWith: choiceField(documentAudiences),
  companyIds: z._default(z.array(z.uuid()), []),
};

const sharingChosen = (input: { sharedWith: DocumentAudience; companyIds: string[] }) =>
  input.sharedWith === "all" || input.companyIds.length > 0;

/** The upload form: the file (its bytes are checked on the server), what it is, and who sees it. */
export const documentUploadSchema = z
  .object({
    file: z.custom<File>((value) => value instanceof File && value.size > 0, "fileRequired"),
    title: singleLine(documentLimits.titleLength),
    kind: choiceField(documentKinds),
    language: choiceField(documentLanguages),
    /** The last day it is current (Ottawa), from a date field; empty: no end. */
    validUntil: z.pipe(
      z.optional(z.string()),
      z.transform((value) => value?.trim() || null),
    ),
    ...documentSharingShape,
  })
  .check(
    z.refine((input) => input.validUntil === null || isCalendarDay(input.validUntil), {
      path: ["validUntil"],
      message: "invalidDate",
    }),
    z.refine(sharingChosen, { path: ["companyIds"], message: "chooseCompany" }),
  );
export type DocumentUploadInput = z.output<typeof documentUploadSchema>;
export type DocumentUploadField = Extract<keyof z.input<typeof documentUploadSchema>, string>;

/** The detail view's sharing form. */
export const documentSharingSchema = z
  .object({ documentId: z.uuid(), ...documentSharingShape })
  .check(z.refine(sharingChosen, { path: ["companyIds"], message: "chooseCompany" }));
export type DocumentSharingInput = z.output<typeof documentSharingSchema>;

/** Withdrawing a document. */
export const documentIdSchema = z.object({ documentId: z.uuid() });
