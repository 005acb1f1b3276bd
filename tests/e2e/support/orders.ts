import { e2eDatabase } from "./database";

/**
 * Orderable products for the order-request specs, written straight into the e2e database (the
 * seed has no catalog products until the catalog is merged): published in both languages, with
 * trade facts. `prefix` keeps each spec's products apart.
 */
export function orderProducts(prefix: string) {
  return {
    oil: {
      key: `${prefix}-oil`,
      minimum: 5,
      en: { name: "Kalamata extra virgin olive oil", format: "1 L tin" },
      fr: { name: "Huile d’olive extra vierge de Kalamata", format: "bidon de 1 L" },
    },
    honey: {
      key: `${prefix}-honey`,
      minimum: 2,
      en: { name: "Cretan thyme honey", format: "450 g jar" },
      fr: { name: "Miel de thym de Crète", format: "pot de 450 g" },
    },
  } as const;
}
export type OrderProducts = ReturnType<typeof orderProducts>;

/** Inserts the products (anew: any left by an earlier run are removed first); returns their ids by name. */
export async function insertOrderProducts(products: OrderProducts): Promise<Record<keyof OrderProducts, string>> {
  await removeOrderProducts(products);
  const db = e2eDatabase();
  const ids = {} as Record<keyof OrderProducts, string>;
  for (const [name, product] of Object.entries(products) as [keyof OrderProducts, OrderProducts[keyof OrderProducts]][]) {
    const { rows } = await db.query<{ id: string }>(
      "insert into content_items (type, key, shared) values ('catalog-product', $1, '{}'::jsonb) returning id",
      [product.key],
    );
    const id = rows[0]!.id;
    ids[name] = id;
    for (const locale of ["en", "fr"] as const) {
      const fields = { ...product[locale], slug: `${product.key}-${locale}` };
      await db.query(
        `insert into content_locales (item_id, locale, type, fields, slug, published, published_at)
         values ($1, $2, 'catalog-product', $3::jsonb, $4, $5::jsonb, now())`,
        [id, locale, JSON.stringify(fields), fields.slug, JSON.stringify({ shared: {}, fields })],
      );
    }
    await db.query("insert into product_trade (item_id, case_pack, minimum_cases, lead_time_days) values ($1, 12, $2, 10)", [
      id,
      product.minimum,
    ]);
  }
  return ids;
}

/** Removes the products, their drafts' lines and the requests that asked for them. */
export async function removeOrderProducts(products: OrderProducts): Promise<void> {
  const keys = Object.values(products).map((product) => product.key);
  const db = e2eDatabase();
  await db.query(
    `delete from order_requests where id in (
       select l.order_id from order_request_lines l join content_items i on i.id = l.item_id
        where i.type = 'catalog-product' and i.key = any($1))`,
    [keys],
  );
  await db.query("delete from content_items where type = 'catalog-product' and key = any($1)", [keys]);
}

/** Empties the draft of the account with this e-mail. */
export async function clearDraft(email: string): Promise<void> {
  await e2eDatabase().query(`delete from order_draft_lines where user_id = (select id from "user" where email = $1)`, [email]);
}

/** A request sent by the account with this e-mail for its company, straight into the database: its number and id. */
export async function insertOrderRequest(
  email: string,
  itemId: string,
  productName: string,
): Promise<{ id: string; number: number }> {
  const db = e2eDatabase();
  const { rows } = await db.query<{ id: string; number: number }>(
    `insert into order_requests (company_id, user_id, locale)
     select m.company_id, u.id, 'en' from "user" u join company_members m on m.user_id = u.id where u.email = $1
     returning id, number`,
    [email],
  );
  const request = rows[0]!;
  await db.query("insert into order_request_lines (order_id, position, item_id, product_name, cases) values ($1, 1, $2, $3, 5)", [
    request.id,
    itemId,
    productName,
  ]);
  await db.query("insert into order_request_events (order_id, status) values ($1, 'received')", [request.id]);
  return request;
}

/** The e-mails in the outbox to this address whose subject contains `subject`. */
export async function outboxEmails(to: string, subject: string) {
  const { rows } = await e2eDatabase().query<{ payload: { subject: string; text: string; locale: string } }>(
    "select payload from outbox where kind = 'email' and payload->>'to' = $1 and position($2 in payload->>'subject') > 0",
    [to, subject],
  );
  return rows.map((row) => row.payload);
}
