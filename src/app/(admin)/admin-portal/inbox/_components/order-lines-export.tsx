import { getTranslations } from "next-intl/server";
import { secondaryButtonClass } from "@/components/ui/styles";
import { adminPortalPath } from "@/lib/admin-portal";

/** The order requests' lines as a CSV file (one line per product asked for), in the staff member's separator. */
export async function OrderLinesExport() {
  const t = await getTranslations("AdminOrders");
  return (
    <a href={`${adminPortalPath("inbox")}/export-orders`} className={secondaryButtonClass} download>
      {t("exportCsv")}
    </a>
  );
}
