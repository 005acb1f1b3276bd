import { describe, expect, it } from "vitest";
import { blogList } from "./blog";

describe("blogList", () => {
  it("sets the first featured article apart and keeps the others in order", () => {
    const articles = [{ id: "a" }, { id: "b", featured: true }, { id: "c", featured: true }, { id: "d" }];
    const { featured, latest } = blogList(articles);
    expect(featured?.id).toBe("b");
    expect(latest.map((article) => article.id)).toEqual(["a", "c", "d"]);
  });

  it("lists every article when none is featured", () => {
    expect(blogList([{ id: "a" }, { id: "b", featured: false }])).toEqual({
      featured: undefined,
      latest: [{ id: "a" }, { id: "b", featured: false }],
    });
  });
});
