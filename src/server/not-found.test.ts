import { notFound, redirect } from "next/navigation";
import { describe, expect, it } from "vitest";
import { requestContext, type RequestStore } from "./http/request-context";
import { answerNotFound, isNotFoundError, withNotFoundView } from "./not-found";

const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
};

const store = (): RequestStore => ({ requestId: "test", tagsRead: new Set() });

describe("isNotFoundError", () => {
  it("knows what the installed Next's notFound() throws, and nothing else", () => {
    expect(isNotFoundError(thrownBy(notFound))).toBe(true);
    expect(isNotFoundError(thrownBy(() => redirect("/")))).toBe(false);
    expect(isNotFoundError(new Error("NEXT_HTTP_ERROR_FALLBACK;404"))).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });
});

describe("answerNotFound", () => {
  it("marks the request's answer 404 for the server around Next", () => {
    const request = store();
    requestContext.run(request, answerNotFound);
    expect(request.pageNotFound).toBe(true);
  });

  it("is Next's notFound() where no server sets the status (next dev)", () => {
    expect(isNotFoundError(thrownBy(answerNotFound))).toBe(true);
  });
});

describe("withNotFoundView", () => {
  const view = "the 404 view";

  it("draws the view for a notFound(), the page's own or a helper's", async () => {
    const page = withNotFoundView(async ({ id }: { id: string }) => {
      await Promise.resolve();
      if (id !== "known") notFound();
      return `page ${id}`;
    }, view);
    expect(await page({ id: "known" })).toBe("page known");
    expect(await page({ id: "other" })).toBe(view);
    expect(await withNotFoundView(() => notFound(), view)({})).toBe(view);
  });

  it("lets anything else through: a redirect, an error", async () => {
    const redirecting = withNotFoundView(() => redirect("/client/login"), view);
    await expect(redirecting({})).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;/) });
    const failing = withNotFoundView(async () => {
      throw new Error("database down");
    }, view);
    await expect(failing({})).rejects.toThrow("database down");
  });
});
