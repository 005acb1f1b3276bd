import { strToU8, zipSync } from "fflate";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import {
  accessRequests,
  clientDocumentDownloads,
  clientDocuments,
  companies,
  companyMembers,
  outbox,
  user,
  userRoles,
} from "@/server/db/schema";
import { clientLocale } from "@/server/documents/recipients";
import {
  documentForCompany,
  documentForStaff,
  documentsForCompany,
  listDocumentsForStaff,
  recordDownload,
} from "@/server/documents/queries";
import { createDocument, setDocumentSharing, withdrawDocument, type NewDocument } from "@/server/documents/store";

afterAll(closeDb);

// The download asks `authorizeClient()` who is signed in: here, whoever the test says.
const signedIn = vi.hoisted(() => ({ viewer: null as null | { user: { id: string }; company: { id: string } } }));
vi.mock("@/server/portal", () => ({ authorizeClient: async () => signedIn.viewer }));
const { documentDownloadResponse } = await import("@/server/documents/download");

const pdf = strToU8("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const xlsx = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "xl/workbook.xml": strToU8("<workbook/>") });
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let companyA = "";
let companyB = "";

async function addClient(
  id: string,
  email: string,
  firstName: string,
  companyId: string,
  language: string | null,
  disabled = false,
) {
  const db = await getDb();
  await db
    .insert(user)
    .values({ id, name: `${firstName} Client`, firstName, email, language, disabledAt: disabled ? new Date() : null });
  await db.insert(userRoles).values({ userId: id, role: "client" });
  await db.insert(companyMembers).values({ userId: id, companyId });
}

async function emailsTo(address: string) {
  const db = await getDb();
  const rows = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, "email"));
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string; locale: string })
    .filter((payload) => payload.to === address);
}

function upload(overrides: Partial<NewDocument>): NewDocument {
  return {
    data: pdf,
    filename: "prix-2026.pdf",
    title: "Price list 2026",
    kind: "price-list",
    language: "both",
    validUntil: null,
    sharing: { sharedWith: "chosen", companyIds: [companyA] },
    createdBy: "admin@terramare.example",
    ...overrides,
  };
}

async function created(overrides: Partial<NewDocument>) {
  const result = await createDocument(await getDb(), upload(overrides));
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const titlesFor = async (companyId: string) =>
  (await documentsForCompany(await getDb(), companyId)).map((document) => document.title);

beforeAll(async () => {
  const db = await getDb();
  // Company A came from a request made in French; B from one made in English.
  const [requestA, requestB] = await db
    .insert(accessRequests)
    .values(
      (["fr", "en"] as const).map((locale) => ({
        firstName: "R",
        lastName: "Q",
        email: `request-${locale}@example.ca`,
        phone: "613-555-0100",
        companyName: locale === "fr" ? "Épicerie Tremblay" : "Bistro du Nord",
        jobTitle: "Buyer",
        companySize: "1-10",
        industry: "retail",
        businessNeeds: "Olive oil",
        locale,
        status: "approved" as const,
      })),
    )
    .returning({ id: accessRequests.id });
  const [a, b] = await db
    .insert(companies)
    .values([
      { name: "Épicerie Tremblay", size: "1-10", industry: "retail", accessRequestId: requestA!.id },
      { name: "Bistro du Nord", size: "1-10", industry: "foodservice", accessRequestId: requestB!.id },
    ])
    .returning({ id: companies.id });
  companyA = a!.id;
  companyB = b!.id;
  // Marie has no language of her own: her company's request's (French). Luc chose English.
  await addClient("client-a1", "marie@tremblay.example", "Marie", companyA, null);
  await addClient("client-a2", "luc@tremblay.example", "Luc", companyA, "en");
  await addClient("client-a3", "gone@tremblay.example", "Gone", companyA, null, true);
  await addClient("client-b1", "karim@bistro.example", "Karim", companyB, null);
});

describe("clientLocale", () => {
  it("takes the account's language, else its company's request's, else English", () => {
    expect(clientLocale({ language: "fr", requestLocale: "en" })).toBe("fr");
    expect(clientLocale({ language: null, requestLocale: "fr" })).toBe("fr");
    expect(clientLocale({ language: "de", requestLocale: null })).toBe("en");
  });
});

describe("client documents", () => {
  it("shares a document with company A: A's client lists and may download it, B's does not", async () => {
    const db = await getDb();
    const { documentId } = await created({ title: "Tremblay price list" });
    expect(await titlesFor(companyA)).toContain("Tremblay price list");
    expect(await titlesFor(companyB)).not.toContain("Tremblay price list");
    const forA = await documentForCompany(db, documentId, companyA);
    expect(forA).toMatchObject({ format: "pdf", contentType: "application/pdf", title: "Tremblay price list" });
    expect(Buffer.from(forA!.data).equals(Buffer.from(pdf))).toBe(true);
    expect(await documentForCompany(db, documentId, companyB)).toBeNull();
  });

  it("writes one e-mail per active client account of the company, each in its language, naming the document and the page", async () => {
    await created({ title: "Fiche huile d’olive", kind: "specification-sheet" });
    const [toMarie] = (await emailsTo("marie@tremblay.example")).filter((email) => email.text.includes("Fiche huile d’olive"));
    const [toLuc] = (await emailsTo("luc@tremblay.example")).filter((email) => email.text.includes("Fiche huile d’olive"));
    expect(toMarie).toMatchObject({
      locale: "fr",
      subject: "Nouveau document\u00a0: Fiche huile d’olive",
    });
    expect(toMarie!.text).toContain("Fiche technique");
    expect(toMarie!.text).toMatch(/https?:\/\/[^/\s]+\/fr\/espace-client\/documents\n/);
    expect(toLuc).toMatchObject({ locale: "en", subject: "New document: Fiche huile d’olive" });
    expect(toLuc!.text).toMatch(/https?:\/\/[^/\s]+\/client\/documents\n/);
    // A disabled account and the other company's client are not told.
    expect((await emailsTo("gone@tremblay.example")).length).toBe(0);
    expect((await emailsTo("karim@bistro.example")).filter((email) => email.text.includes("Fiche huile d’olive"))).toEqual([]);
  });

  it("reaches both companies when shared with all, and tells both companies' clients", async () => {
    const { documentId, told } = await created({ title: "Catalogue 2027", kind: "catalogue", sharing: { sharedWith: "all" } });
    expect(told).toBe(3);
    expect(await titlesFor(companyA)).toContain("Catalogue 2027");
    expect(await titlesFor(companyB)).toContain("Catalogue 2027");
    expect(await documentForCompany(await getDb(), documentId, companyB)).not.toBeNull();
    expect((await emailsTo("karim@bistro.example")).some((email) => email.subject === "New document: Catalogue 2027")).toBe(true);
  });

  it("refuses a PNG whatever its name, storing nothing and telling no one", async () => {
    const db = await getDb();
    const before = (await db.select({ id: clientDocuments.id }).from(clientDocuments)).length;
    const emailsBefore = (await emailsTo("marie@tremblay.example")).length;
    expect(await createDocument(db, upload({ data: png, filename: "price-list.pdf" }))).toEqual({
      ok: false,
      reason: "unsupported-type",
    });
    expect((await db.select({ id: clientDocuments.id }).from(clientDocuments)).length).toBe(before);
    expect((await emailsTo("marie@tremblay.example")).length).toBe(emailsBefore);
  });

  it("stores the type found in the bytes, not the name's", async () => {
    const { documentId } = await created({ data: xlsx, filename: "stock.pdf", title: "Stock sheet" });
    expect(await documentForCompany(await getDb(), documentId, companyA)).toMatchObject({
      format: "xlsx",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
  });

  it("keeps an expired document for the company, newest first, with its valid-until date", async () => {
    await created({ title: "Old allergen statement", kind: "allergen-statement", validUntil: "2020-01-31" });
    const documents = await documentsForCompany(await getDb(), companyA);
    expect(documents.find((document) => document.title === "Old allergen statement")?.validUntil).toBe("2020-01-31");
    const times = documents.map((document) => document.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("hides a withdrawn document from the company and refuses its download, keeping its history for staff", async () => {
    const db = await getDb();
    const { documentId } = await created({ title: "Withdrawn list" });
    await recordDownload(db, { documentId, userId: "client-a1", companyId: companyA });
    expect(await withdrawDocument(db, documentId)).toEqual({ ok: true, title: "Withdrawn list" });
    expect(await titlesFor(companyA)).not.toContain("Withdrawn list");
    expect(await documentForCompany(db, documentId, companyA)).toBeNull();
    const staff = await documentForStaff(db, documentId);
    expect(staff?.document.withdrawnAt).toBeInstanceOf(Date);
    expect(staff?.downloads.map((download) => download.name)).toEqual(["Marie Client"]);
    expect(await setDocumentSharing(db, documentId, { sharedWith: "all" })).toEqual({ ok: false, reason: "withdrawn" });
  });

  it("records downloads with who and which company, counted in the staff list", async () => {
    const db = await getDb();
    const { documentId } = await created({ title: "Downloaded twice" });
    await recordDownload(db, { documentId, userId: "client-a1", companyId: companyA });
    await recordDownload(db, { documentId, userId: "client-a2", companyId: companyA });
    const staff = await documentForStaff(db, documentId);
    expect(staff?.downloads.map(({ name, email, company }) => ({ name, email, company }))).toEqual([
      { name: "Luc Client", email: "luc@tremblay.example", company: "Épicerie Tremblay" },
      { name: "Marie Client", email: "marie@tremblay.example", company: "Épicerie Tremblay" },
    ]);
    expect((await listDocumentsForStaff(db)).find((document) => document.id === documentId)).toMatchObject({
      downloads: 2,
      sharedWithAll: false,
      companies: [{ id: companyA, name: "Épicerie Tremblay" }],
    });
    expect(
      (await db.select().from(clientDocumentDownloads).where(eq(clientDocumentDownloads.documentId, documentId))).length,
    ).toBe(2);
  });

  it("shares an existing document with company B: B now sees it, and only B's clients are told", async () => {
    const db = await getDb();
    const { documentId } = await created({ title: "Reshared list" });
    expect(await setDocumentSharing(db, documentId, { sharedWith: "chosen", companyIds: [companyA, companyB] })).toEqual({
      ok: true,
      told: 1,
    });
    expect(await titlesFor(companyB)).toContain("Reshared list");
    expect((await emailsTo("karim@bistro.example")).filter((email) => email.text.includes("Reshared list")).length).toBe(1);
    expect((await emailsTo("marie@tremblay.example")).filter((email) => email.text.includes("Reshared list")).length).toBe(1);
    // Taken from A again: A no longer sees it.
    expect(await setDocumentSharing(db, documentId, { sharedWith: "chosen", companyIds: [companyB] })).toEqual({
      ok: true,
      told: 0,
    });
    expect(await titlesFor(companyA)).not.toContain("Reshared list");
  });
});

describe("the download route", () => {
  const get = (id: string, method = "GET") =>
    documentDownloadResponse(new Request(`http://localhost/api/client/documents/${id}`, { method }), id);
  const as = (userId: string | null, companyId = "") => {
    signedIn.viewer = userId ? { user: { id: userId }, company: { id: companyId } } : null;
  };

  it("answers A's client with the bytes, as an attachment that nothing keeps, and records the download", async () => {
    // Named from the title, with the type found in the bytes: not the uploaded name, nor its bidi override.
    const { documentId } = await created({ title: "Liste de prix été", filename: "invoice\u202Efdp.exe" });
    as("client-a1", companyA);
    const response = await get(documentId);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Liste de prix _t_.pdf"; filename*=UTF-8''Liste%20de%20prix%20%C3%A9t%C3%A9.pdf`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect((await documentForStaff(await getDb(), documentId))?.downloads.map((download) => download.name)).toEqual([
      "Marie Client",
    ]);
    // A HEAD is not a download.
    expect((await get(documentId, "HEAD")).status).toBe(200);
    expect((await documentForStaff(await getDb(), documentId))?.downloads.length).toBe(1);
  });

  it("answers 404 to B's client, to an anonymous visitor, for a withdrawn document and for a malformed id", async () => {
    const { documentId } = await created({ title: "Only for A" });
    as("client-b1", companyB);
    const refused = await get(documentId);
    expect(refused.status).toBe(404);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    as(null);
    expect((await get(documentId)).status).toBe(404);
    as("client-a1", companyA);
    await withdrawDocument(await getDb(), documentId);
    expect((await get(documentId)).status).toBe(404);
    expect((await get("not-a-uuid")).status).toBe(404);
    expect((await documentForStaff(await getDb(), documentId))?.downloads).toEqual([]);
  });
});
