"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import { canManagePriceLists } from "@/lib/permissions";
import type { LineRefusal } from "@/lib/prices/price-file";
import { companyTierSchema, importTarget, priceListImportSchema } from "@/lib/validation/price-lists";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { importPriceList, tierNamed } from "./import";
import { setCompanyTier } from "./queries";
import { MAX_PRICE_FILE_BYTES } from "./read-file";

const fileProblemKeys = {
  empty: "problems.empty",
  "no-code-column": "problems.noCodeColumn",
  "no-price-column": "problems.noPriceColumn",
  unreadable: "problems.unreadable",
  "too-many-lines": "problems.tooManyLines",
} as const;

const lineProblemKeys = {
  "unknown-product": "lines.unknownProduct",
  "price-not-a-number": "lines.priceNotANumber",
  "unit-price-not-a-number": "lines.unitPriceNotANumber",
  duplicate: "lines.duplicate",
  "no-code": "lines.noCode",
} as const satisfies Record<LineRefusal["problem"], string>;

/**
 * Imports a price list file (a new list, or a new version of one), all or nothing. A refused file
 * is said beside the file field, one refused line a line, with what was typed kept.
 */
export const importPriceListAction = defineAction({
  schema: priceListImportSchema,
  authorize: canManagePriceLists,
  handler: async (input, { locale, viewer }) => {
    const t = await getTranslations({ locale, namespace: "AdminPriceLists" });
    if (input.file.size > MAX_PRICE_FILE_BYTES) return { ok: false, fieldErrors: { file: t("problems.tooLarge") } };
    const result = await importPriceList(
      await getDb(),
      {
        listId: input.listId,
        name: input.name ?? "",
        target: importTarget(input),
        validFrom: input.validFrom,
        validUntil: input.validUntil ?? null,
        fileName: input.file.name.slice(0, 200) || "price-list",
        bytes: new Uint8Array(await input.file.arrayBuffer()),
      },
      viewer,
    );
    switch (result.status) {
      case "file-refused":
        return { ok: false, fieldErrors: { file: t(fileProblemKeys[result.problem]) } };
      case "lines-refused": {
        const lines = result.refusals.map((refusal) =>
          t(lineProblemKeys[refusal.problem], { line: refusal.line, code: refusal.code, first: refusal.firstLine ?? 0 }),
        );
        return {
          ok: false,
          fieldErrors: {
            file: [t("refused", { count: result.refusals.length, accepted: result.accepted }), ...lines].join("\n"),
          },
        };
      }
      case "unknown-company":
        return { ok: false, fieldErrors: { companies: t("unknownCompany") } };
      case "not-found":
        return { ok: false, message: t("notFound") };
      case "imported":
        revalidatePath(adminPortalPath("price-lists"));
        return { ok: true, data: { message: t("imported", { count: result.lines, version: result.version }) } };
    }
  },
});

/** Puts a company in a tier (made when new), or in none when the field is empty. */
export const setCompanyTierAction = defineAction({
  schema: companyTierSchema,
  authorize: canManagePriceLists,
  handler: async ({ companyId, tier }, { locale }) => {
    const t = await getTranslations({ locale, namespace: "AdminPriceLists" });
    const db = await getDb();
    await setCompanyTier(db, companyId, tier ? await tierNamed(db, tier) : null);
    revalidatePath(adminPortalPath("price-lists"));
    return { ok: true, data: { message: tier ? t("tierSet", { tier }) : t("tierCleared") } };
  },
});
