import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashesPlaceholder } from "@/lib/content-security-policy";
import { bodyDigest, INLINE_SCRIPT_HASHES, inlineScriptHashes } from "./inline-scripts";

const sha256 = (source: string) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script that runs, once, byte for byte", () => {
    const first = 'self.__next_f.push([1,"é\\u003c"])';
    const second = "(self.__next_s=self.__next_s||[]).push([0,{}])";
    const html = `<script>${first}</script><script type="text/javascript">${second}</script><script>${first}</script>`;
    expect(inlineScriptHashes(html)).toBe(`${sha256(first)} ${sha256(second)}`);
  });

  it("leaves out scripts loaded from a file and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toBe("");
  });

  it("uses the placeholder the policy module writes", () => {
    expect(INLINE_SCRIPT_HASHES).toBe(inlineScriptHashesPlaceholder);
  });
});

describe("bodyDigest", () => {
  it("is the same for the same bytes and differs otherwise", () => {
    expect(bodyDigest("<html>a</html>")).toBe(bodyDigest(Buffer.from("<html>a</html>")));
    expect(bodyDigest("<html>a</html>")).not.toBe(bodyDigest("<html>b</html>"));
  });
});
