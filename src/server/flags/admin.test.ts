import { describe, expect, it } from "vitest";
import { flagLoadErrorMessage } from "./admin";

describe("flagLoadErrorMessage", () => {
  it("names a database error by its own message", () => {
    const error = Object.assign(new Error('relation "feature_flags" does not exist'), { code: "42P01", severity: "ERROR" });
    expect(flagLoadErrorMessage(error)).toBe('Database Error: relation "feature_flags" does not exist');
  });

  it("finds the database error Drizzle wraps in its own", () => {
    const cause = Object.assign(new Error("connection terminated"), { code: "57P01", severity: "FATAL" });
    const wrapped = new Error("Failed query: select ...", { cause });
    expect(flagLoadErrorMessage(wrapped)).toBe("Database Error: connection terminated");
  });

  it("reports any other error as a load error", () => {
    expect(flagLoadErrorMessage(new Error("connect ECONNREFUSED 127.0.0.1:5432"))).toBe(
      "Error loading feature flags: connect ECONNREFUSED 127.0.0.1:5432",
    );
  });

  it("does not take a system error with a five-letter code for a database error", () => {
    const error = Object.assign(new Error("write EPIPE"), { code: "EPIPE" });
    expect(flagLoadErrorMessage(error)).toBe("Error loading feature flags: write EPIPE");
  });

  it("falls back to the generic message when something other than an error is thrown", () => {
    expect(flagLoadErrorMessage("boom")).toBe("An unexpected error occurred while fetching feature flags");
  });
});
