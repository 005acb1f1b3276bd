import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives every setting its default when nothing is set", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: undefined,
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      FLAG_CACHE_TTL_MS: 3000,
    });
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it("reads numbers and trims the trailing slash of the site URL", () => {
    expect(parseEnv({ PORT: "8080", SITE_URL: "https://www.example.ca/", FLAG_CACHE_TTL_MS: "0" })).toMatchObject({
      PORT: 8080,
      SITE_URL: "https://www.example.ca",
      FLAG_CACHE_TTL_MS: 0,
    });
  });

  it("names every bad variable at once, with the value it got", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "abc", DATABASE_URL: "mysql://db/site", LOG_LEVEL: "loud", FLAG_CACHE_TTL_MS: "60000" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    const { problems, message } = error as InvalidEnvironmentError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('PORT: must be a number (got "abc")');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL (got "mysql://db/site")');
    expect(message).toContain("LOG_LEVEL");
    expect(message).toContain("FLAG_CACHE_TTL_MS: must be between 0 and 10000");
  });

  it("refuses a port out of range", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT: must be between 1 and 65535/);
  });
});
