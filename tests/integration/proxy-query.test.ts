import { afterAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { closeDb } from "@/server/db/client";

// src/proxy.ts in-process: a public page is rendered, and so cached, from its path alone (issue
// 47: after a cache clear, the first visitor's query string ended up in the router state of the
// page everyone was then served).

afterAll(closeDb);

const { default: proxy } = await import("@/proxy");
const rewriteOf = async (url: string) => {
  const response = await proxy(new NextRequest(url));
  return {
    status: response.status,
    rewrite: response.headers.get("x-middleware-rewrite"),
    location: response.headers.get("location"),
  };
};

describe("the proxy and a public page's query string", () => {
  it("hands Next the page's path without the query a visitor added", async () => {
    for (const [url, rendered] of [
      ["http://localhost/?utm=%3C/script%3E&next=//evil.example", "http://localhost/en"],
      ["http://localhost/privacy?utm_source=newsletter", "http://localhost/en/privacy"],
      ["http://localhost/fr/confidentialite?x=1", "http://localhost/fr/privacy"],
    ] as const) {
      const { rewrite } = await rewriteOf(url);
      expect(rewrite, url).toBe(rendered);
    }
  });

  it("keeps the query where it chooses what is rendered, and on per-visitor pages", async () => {
    expect((await rewriteOf("http://localhost/insights/news?page=2")).rewrite).toBe(
      "http://localhost/en/insights/news/view/all/2",
    );
    const portal = await rewriteOf("http://localhost/client/orders?page=2");
    expect(portal.rewrite ?? "").not.toMatch(/^http:\/\/localhost\/en\/client\/orders$/);
  });
});
