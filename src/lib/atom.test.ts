import { describe, expect, it } from "vitest";
import { atomFeed, calendarDateTime, escapeXml, rfc3339, type AtomFeed } from "./atom";

/**
 * A small strict XML reader for the subset a feed uses (declaration, elements, attributes,
 * self-closing tags, text with the five entities); it throws on anything malformed, so a test
 * that reads a feed proves it well-formed. No XML parser is among our dependencies, and adding
 * one for a test would be the only reason to (e2e parses the served feed with Chromium's).
 */
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function parseXml(xml: string): XmlElement {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  const decode = (text: string) => {
    if (/[<]|&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bad text: ${text}`);
    return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
  };
  let rest = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: XmlElement[] = [{ name: "#document", attributes: {}, children: [], text: "" }];
  while (rest.length) {
    const open = /^<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/.exec(rest);
    const close = /^<\/([A-Za-z][\w:.-]*)>/.exec(rest);
    if (open) {
      const attributes = Object.fromEntries(
        [...open[2]!.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
      );
      const node: XmlElement = { name: open[1]!, attributes, children: [], text: "" };
      stack.at(-1)!.children.push(node);
      if (!open[3]) stack.push(node);
      rest = rest.slice(open[0].length);
    } else if (close) {
      if (stack.pop()?.name !== close[1]) throw new Error(`unbalanced </${close[1]}>`);
      rest = rest.slice(close[0].length);
    } else {
      const text = /^[^<]+/.exec(rest)?.[0];
      if (!text) throw new Error(`malformed at: ${rest.slice(0, 40)}`);
      stack.at(-1)!.text += decode(text);
      rest = rest.slice(text.length);
    }
  }
  if (stack.length !== 1 || stack[0]!.children.length !== 1) throw new Error("not one root element");
  return stack[0]!.children[0]!;
}

const child = (node: XmlElement, name: string) => node.children.find((candidate) => candidate.name === name);
const all = (node: XmlElement, name: string) => node.children.filter((candidate) => candidate.name === name);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const feed: AtomFeed = {
  id: "https://www.example.ca/fr/insights/news/feed.xml",
  title: "Terramare Imports : actualités",
  language: "fr",
  self: "https://www.example.ca/fr/insights/news/feed.xml",
  alternate: "https://www.example.ca/fr/insights/news",
  author: { name: "Terramare Imports", uri: "https://www.example.ca/fr" },
  entries: [
    {
      id: "https://www.example.ca/fr/insights/news/huile-d-olive",
      title: "Huile d’olive & miel <nouveau>",
      url: "https://www.example.ca/fr/insights/news/huile-d-olive",
      summary: `Des « prix » 'justes' & un "guide"\u0000.`,
      published: calendarDateTime("2026-03-02"),
      updated: new Date("2026-03-04T15:30:12.345Z"),
    },
    {
      id: "https://www.example.ca/fr/insights/news/agrumes",
      title: "Agrumes",
      url: "https://www.example.ca/fr/insights/news/agrumes",
      summary: "Agrumes d’hiver.",
      published: calendarDateTime("2026-01-10"),
      updated: new Date("2026-01-11T08:00:00Z"),
      author: { name: "Marie Tremblay" },
    },
  ],
};

describe("atomFeed", () => {
  const root = parseXml(atomFeed(feed));

  it("is a well-formed Atom feed in its language", () => {
    expect(root.name).toBe("feed");
    expect(root.attributes).toEqual({ xmlns: "http://www.w3.org/2005/Atom", "xml:lang": "fr" });
  });

  it("has the feed elements the validator requires", () => {
    expect(child(root, "id")?.text).toBe(feed.id);
    expect(child(root, "title")?.text).toBe(feed.title);
    expect(child(root, "updated")?.text).toBe("2026-03-04T15:30:12Z");
    const links = all(root, "link").map((link) => link.attributes);
    expect(links).toContainEqual({ rel: "self", type: "application/atom+xml", href: feed.self });
    expect(links).toContainEqual({ rel: "alternate", type: "text/html", href: feed.alternate });
    expect(child(child(root, "author")!, "name")?.text).toBe("Terramare Imports");
  });

  it("gives each entry an id, absolute link, RFC 3339 dates and an escaped summary, in the order given", () => {
    const entries = all(root, "entry");
    expect(entries.map((entry) => child(entry, "id")?.text)).toEqual(feed.entries.map((entry) => entry.id));
    for (const entry of entries) {
      expect(new URL(child(entry, "id")!.text).protocol).toBe("https:");
      expect(new URL(child(entry, "link")!.attributes.href!).protocol).toBe("https:");
      expect(child(entry, "published")?.text).toMatch(RFC3339);
      expect(child(entry, "updated")?.text).toMatch(RFC3339);
    }
    expect(child(entries[0]!, "title")?.text).toBe("Huile d’olive & miel <nouveau>");
    expect(child(entries[0]!, "summary")?.text).toBe(`Des « prix » 'justes' & un "guide".`);
    expect(child(entries[0]!, "published")?.text).toBe("2026-03-02T00:00:00Z");
    expect(child(child(entries[1]!, "author")!, "name")?.text).toBe("Marie Tremblay");
  });

  it("dates an empty feed now", () => {
    const empty = parseXml(atomFeed({ ...feed, entries: [] }, () => new Date("2026-05-01T12:00:00Z")));
    expect(child(empty, "updated")?.text).toBe("2026-05-01T12:00:00Z");
    expect(all(empty, "entry")).toEqual([]);
  });
});

describe("escapeXml and rfc3339", () => {
  it("escapes markup and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("writes UTC to the second", () => {
    expect(rfc3339(new Date("2026-03-04T15:30:12.999Z"))).toBe("2026-03-04T15:30:12Z");
  });
});
