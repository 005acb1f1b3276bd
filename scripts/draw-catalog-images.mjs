#!/usr/bin/env node
// Draws the seed catalog's product pictures (public/images/catalog/<key>.svg) in the style of the
// home page's category drawings (public/images/products): a 480×360 flat scene on cream, ink
// outlines, olive, terracotta and saffron. Each product is a container (bottle, tin, jar, wedge,
// wheel, vial, pouch…) in its own colours with one motif beside it. No words: the pictures serve
// both languages. Run again after changing a drawing; the SVGs are committed.
import fs from "node:fs";
import path from "node:path";

const out = path.resolve("public/images/catalog");

// The palette of public/images/products, with a few product colours added.
const c = {
  cream: "#FAF6EE",
  arch: "#EFE6D4",
  ink: "#1F2419",
  olive: "#6B7A3A",
  darkOlive: "#3F4A2A",
  sage: "#A9B388",
  terracotta: "#C2623F",
  saffron: "#E0A43A",
  teal: "#2F5D6B",
  amber: "#B98A33",
  straw: "#F3D9A0",
  wood: "#E6B98F",
  paste: "#F6E2B4",
  wine: "#7A2E3A",
  plum: "#4A2E3F",
  lavender: "#8E7CB5",
  lemon: "#EBC94A",
  red: "#B5432F",
  kraft: "#D9B98A",
  basil: "#5E7A2E",
};

const stroke = (width = 3) => `stroke="${c.ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const ink = (body, width) => `<g ${stroke(width)}>${body}</g>`;

function scene(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360">
<rect width="480" height="360" fill="${c.cream}"/>
<path d="M110 300V172a130 130 0 0 1 260 0v128z" fill="${c.arch}"/>
<circle cx="318" cy="92" r="28" fill="${c.saffron}" opacity=".35"/>
<ellipse cx="240" cy="298" rx="168" ry="9" fill="${c.ink}" opacity=".08"/>
${body}
<path d="M74 300h332" stroke="${c.ink}" stroke-width="3" stroke-linecap="round"/>
</svg>
`;
}

/** A shine on glass or tin: a rounded cream bar. */
const shine = (x, y, h) => `<rect x="${x}" y="${y}" width="7" height="${h}" rx="3.5" fill="${c.cream}" opacity=".45"/>`;

/** A leaf centred at (x, y), pointing at `angle` degrees. */
const leaf = (x, y, angle, fill = c.sage, size = 1) =>
  `<path d="M0 0C${9 * size} ${-8 * size} ${25 * size} ${-10 * size} ${38 * size} 0 ${25 * size} ${10 * size} ${9 * size} ${8 * size} 0 0z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>`;

/** A twig with leaves along it and, optionally, olives. */
function sprig(x, y, { fill = c.sage, olives = [], size = 1, flip = false } = {}) {
  const s = flip ? -1 : 1;
  const leaves = [
    [12, -18, -70],
    [22, -30, -20],
    [30, -46, -80],
    [40, -58, -30],
  ]
    .map(([dx, dy, a]) => leaf(x + s * dx * size, y + dy * size, flip ? -180 - a : a, fill, size * 0.8))
    .join("");
  const fruit = olives.map(([dx, dy, f]) => `<ellipse cx="${x + s * dx}" cy="${y + dy}" rx="9" ry="12" fill="${f}"/>`).join("");
  return ink(
    `<path d="M${x} ${y}q${s * 20 * size} ${-30 * size} ${s * 44 * size} ${-64 * size}" fill="none"/>${leaves}${fruit}`,
    2.5,
  );
}

/** An oil or wine bottle standing at (cx, 292). */
function bottle({
  cx = 220,
  width = 70,
  shoulder = 152,
  neckTop = 74,
  neck = 13,
  body,
  cap,
  capHeight = 30,
  square = false,
  label = true,
  motif = "",
}) {
  const l = cx - width / 2;
  const r = cx + width / 2;
  const nl = cx - neck;
  const nr = cx + neck;
  const top = square
    ? `M${l} 282V${shoulder}Q${l} ${shoulder - 18} ${nl} ${shoulder - 24}V${neckTop}H${nr}V${shoulder - 24}Q${r} ${shoulder - 18} ${r} ${shoulder}`
    : `M${l} 282V${shoulder}C${l} ${shoulder - 22} ${nl} ${shoulder - 32} ${nl} ${shoulder - 50}V${neckTop}H${nr}V${shoulder - 50}C${nr} ${shoulder - 32} ${r} ${shoulder - 22} ${r} ${shoulder}`;
  const shape = `${top}V282Q${r} 292 ${r - 10} 292H${l + 10}Q${l} 292 ${l} 282z`;
  const labelBox = label
    ? `<rect x="${l + 7}" y="${shoulder + 32}" width="${width - 14}" height="${Math.min(76, 252 - shoulder)}" rx="4" fill="${c.cream}"/>`
    : "";
  return (
    ink(
      `<path d="${shape}" fill="${body}"/><rect x="${nl - 4}" y="${neckTop - capHeight + 4}" width="${2 * neck + 8}" height="${capHeight}" rx="4" fill="${cap}"/>${labelBox}`,
    ) +
    shine(l + 8, shoulder, 26) +
    motif
  );
}

/** A wine glass at (cx, 292) holding `wine`. */
function wineGlass(cx, wine) {
  return ink(
    `<path d="M${cx - 30} 178q-2 44 30 50 32-6 30-50z" fill="${c.cream}"/><path d="M${cx - 29} 196q1 30 29 32 28-2 29-32z" fill="${wine}" stroke-width="2"/><path d="M${cx} 228v58M${cx - 22} 292q22-10 44 0z" fill="${c.cream}"/>`,
  );
}

/** A rectangular oil tin with a handle and a spout, its panel showing an olive branch. */
function tin({ cx = 220, width = 110, top = 120, body, band, panel = c.cream }) {
  const l = cx - width / 2;
  return (
    ink(
      `<path d="M${l + 18} ${top}q${width / 2 - 18} -34 ${width - 36} 0" fill="none" stroke-width="6"/>` +
        `<rect x="${l}" y="${top}" width="${width}" height="${292 - top}" rx="8" fill="${body}"/>` +
        `<rect x="${cx + width / 2 - 32}" y="${top - 14}" width="20" height="16" rx="3" fill="${band}"/>` +
        `<path d="M${l} ${top + 22}h${width}M${l} 268h${width}" fill="none"/>` +
        `<rect x="${l + 14}" y="${top + 38}" width="${width - 28}" height="${214 - top}" rx="6" fill="${panel}"/>` +
        `<path d="M${l} ${top + 22}h${width}v-14q0-8-8-8h-${width - 16}q-8 0-8 8z" fill="${band}"/>` +
        `<path d="M${l} 268h${width}v16q0 8-8 8h-${width - 16}q-8 0-8-8z" fill="${band}"/>`,
    ) +
    shine(l + 6, top + 30, 40) +
    ink(
      `<path d="M${cx - 22} ${top + 120}q22-10 40-52" fill="none"/>${leaf(cx - 12, top + 114, -60, c.sage, 0.6)}${leaf(cx + 4, top + 96, -20, c.sage, 0.6)}${leaf(cx + 6, top + 84, -95, c.sage, 0.6)}<ellipse cx="${cx - 16}" cy="${top + 96}" rx="7" ry="9" fill="${c.olive}"/>`,
      2,
    )
  );
}

/** A glass jar with its lid; `contents` is drawn inside the jar's outline. */
function jar({ id, cx = 220, width = 120, top = 150, lid, fill, contents = "" }) {
  const l = cx - width / 2;
  const r = cx + width / 2;
  const shape = `M${l + 10} ${top}Q${l} ${top + 8} ${l} ${top + 30}V276q0 16 16 16h${width - 32}q16 0 16-16V${top + 30}Q${r} ${top + 8} ${r - 10} ${top}z`;
  return (
    `<defs><clipPath id="${id}"><path d="${shape}"/></clipPath></defs>` +
    ink(`<path d="${shape}" fill="${c.cream}"/>`) +
    `<g clip-path="url(#${id})"><rect x="${l}" y="${top + 16}" width="${width}" height="${292 - top}" fill="${fill}"/>${contents}</g>` +
    ink(
      `<path d="${shape}" fill="none"/><rect x="${l + 4}" y="${top - 22}" width="${width - 8}" height="24" rx="5" fill="${lid}"/><path d="M${l + 4} ${top - 10}h${width - 8}" fill="none" stroke-width="2"/>`,
    ) +
    shine(l + 9, top + 36, 36)
  );
}

/** A honey jar like the home page's, in the honey's colour, with a lid or a twine. */
function honeyJar({ id, honey, lid, wave = 176 }) {
  const shape = "M170 146C150 152 144 170 144 200v70q0 22 22 22h88q22 0 22-22v-70c0-30-6-48-26-54z";
  return (
    `<defs><clipPath id="${id}"><path d="${shape}"/></clipPath></defs>` +
    ink(`<path d="${shape}" fill="${c.cream}"/>`) +
    `<g clip-path="url(#${id})"><path d="M130 ${wave}q20-6 40 0t40 0 40 0 40 0V300H130z" fill="${honey}"/><path d="M250 ${wave}q12-3 30 0V300h-30z" fill="${c.ink}" opacity=".1"/></g>` +
    ink(
      `<path d="${shape}" fill="none"/><rect x="160" y="126" width="100" height="22" rx="6" fill="${lid}"/><path d="M160 137h100" fill="none" stroke-width="2"/><ellipse cx="210" cy="236" rx="36" ry="28" fill="${c.cream}"/>`,
    ) +
    `<path d="M210 224l9.5 5.5v11L210 246l-9.5-5.5v-11z" fill="${honey}" stroke="${c.ink}" stroke-width="2" stroke-linejoin="round"/>` +
    shine(152, 188, 30)
  );
}

/** A honey dipper lying in a puddle of honey. */
const dipper = (honey) =>
  ink(
    `<path d="M112 266L152 176" stroke-width="13"/><path d="M112 266L152 176" stroke="${c.wood}" stroke-width="7"/><circle cx="153" cy="172" r="7" fill="${c.wood}"/><ellipse cx="100" cy="294" rx="28" ry="5" fill="${honey}" stroke-width="2.5"/><g transform="translate(106 272) rotate(-66)"><rect x="-20" y="-15" width="40" height="30" rx="13" fill="${c.wood}"/><path d="M-10-14.5v29M0-15v30M10-14.5v29" fill="none" stroke-width="2.5"/></g>`,
  );

/** A herb stem with small paired leaves and, optionally, flower spikes, standing at (x, 292). */
function herb(x, { height = 120, fill = c.olive, flowers = "", lean = 16 } = {}) {
  let leaves = "";
  for (let i = 1; i <= 5; i++) {
    const y = Math.round(292 - (i * height) / 6);
    const dx = Math.round(x + (lean * i) / 6);
    leaves += `M${dx} ${y}q-8-8-17-5q8 7 17 5zm0-3q8-8 17-5q-8 7-17 5z`;
  }
  const tip = flowers
    ? [0, 1, 2]
        .map((i) => `<ellipse cx="${x + lean}" cy="${292 - height - 8 - i * 11}" rx="5" ry="7" fill="${flowers}"/>`)
        .join("")
    : "";
  return ink(
    `<path d="M${x} 292q${lean / 2} ${-height / 2} ${lean} ${-height - 4}" fill="none"/><path d="${leaves}" fill="${fill}" stroke-width="1.5"/>${tip}`,
    2,
  );
}

/** A chili pepper (Espelette, pimentón) at (x, y), rotated. */
const pepper = (x, y, angle, fill = c.red) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0c14-4 28 4 46 30-22-8-40-12-48-22z" fill="${fill}"/><path d="M0 0c-4-4-4-10 0-14M-2 -4q6-4 10-2" fill="none" stroke-width="2.5"/></g>`;

/** Rows of dots (a rind's pin-dot pattern, seeds), clipped by nothing: keep them inside the shape. */
function dots(points, r, fill, opacity = 1) {
  return `<g fill="${fill}" opacity="${opacity}">${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join("")}</g>`;
}

const drawings = {
  "koroneiki-early-harvest-oil": () =>
    bottle({
      body: c.olive,
      cap: c.terracotta,
      motif: ink(
        `<path d="M204 240c-1-10 2-18 8-22" fill="none" stroke="${c.darkOlive}" stroke-width="2"/><ellipse cx="218" cy="228" rx="8" ry="10" fill="${c.olive}" stroke-width="2"/>`,
      ),
    }) +
    sprig(300, 292, {
      olives: [
        [38, -46, c.olive],
        [58, -30, c.darkOlive],
      ],
      size: 1.4,
    }),

  "sitia-extra-virgin-oil-tin": () =>
    tin({ body: c.teal, band: c.saffron }) + sprig(318, 292, { olives: [[30, -40, c.darkOlive]], size: 1.3 }),

  "istrian-bjelica-oil": () =>
    bottle({
      cx: 214,
      width: 56,
      shoulder: 188,
      neckTop: 132,
      neck: 11,
      body: c.darkOlive,
      cap: c.saffron,
      square: true,
      motif: ink(`<path d="M198 254h32M202 262h24" fill="none" stroke="${c.olive}" stroke-width="2"/>`),
    }) +
    ink(
      `<path d="M262 272q4 20 34 20h36q30 0 34-20z" fill="${c.terracotta}"/><ellipse cx="314" cy="272" rx="52" ry="9" fill="${c.cream}"/><ellipse cx="314" cy="272" rx="38" ry="5.5" fill="${c.sage}" stroke-width="2"/>`,
    ) +
    sprig(150, 292, { olives: [[26, -44, c.sage]], flip: true, size: 1.1 }),

  "chemlali-organic-oil-tin": () =>
    tin({ cx: 216, width: 130, top: 110, body: c.olive, band: c.terracotta }) +
    ink(
      `<ellipse cx="330" cy="284" rx="16" ry="11" fill="${c.darkOlive}"/><ellipse cx="356" cy="286" rx="14" ry="9" fill="${c.olive}"/><ellipse cx="132" cy="286" rx="13" ry="9" fill="${c.sage}"/>`,
    ),

  "parmigiano-reggiano-24-months": () =>
    ink(
      `<path d="M120 262L320 238V292H120z" fill="${c.paste}"/><path d="M120 262L320 238 372 198z" fill="#EBC47A"/><path d="M320 238L372 198V252L320 292z" fill="${c.amber}"/>`,
    ) +
    dots(
      [
        [332, 246],
        [346, 236],
        [360, 226],
        [332, 262],
        [346, 252],
        [360, 242],
        [332, 278],
        [346, 268],
        [360, 258],
      ],
      2,
      c.ink,
      0.45,
    ) +
    dots(
      [
        [170, 272],
        [212, 280],
        [250, 266],
        [292, 278],
        [196, 262],
        [274, 254],
        [300, 262],
      ],
      2.5,
      c.amber,
      0.6,
    ) +
    ink(
      `<path d="M80 292l30-50" stroke-width="9"/><path d="M80 292l30-50" stroke="${c.wood}" stroke-width="4"/><path d="M106 248l14-26 6 30z" fill="${c.cream}" stroke-width="2.5"/>`,
    ),

  "feta-epirus-brine": () =>
    ink(
      `<path d="M140 176h170l-10 116H150z" fill="${c.cream}"/><rect x="132" y="160" width="186" height="20" rx="5" fill="${c.teal}"/><rect x="160" y="208" width="130" height="56" rx="5" fill="${c.arch}" stroke-width="2"/>`,
    ) +
    `<path d="M196 250l14-18 12 10 16-22 14 30z" fill="${c.teal}" opacity=".7"/>` +
    ink(
      `<path d="M326 292v-34h50v34z" fill="${c.cream}"/><path d="M326 258l14-12h50l-14 12z" fill="${c.arch}"/><path d="M376 292v-34l14-12v34z" fill="#E5DCC6"/><path d="M398 292l4-6 6 6zM312 292l3-5 5 5z" fill="${c.cream}" stroke-width="2"/>`,
    ) +
    sprig(104, 292, { olives: [[22, -40, c.darkOlive]], size: 1 }),

  "halloumi-with-mint": () =>
    ink(
      `<rect x="150" y="150" width="150" height="110" rx="22" fill="#E5ECE8" transform="rotate(-6 225 205)"/><rect x="164" y="164" width="122" height="82" rx="14" fill="${c.cream}" transform="rotate(-6 225 205)"/>`,
    ) +
    ink(`${leaf(196, 214, -30, c.olive, 0.7)}${leaf(226, 202, 10, c.olive, 0.7)}${leaf(216, 222, -80, c.olive, 0.7)}`, 2) +
    ink(
      `<path d="M250 292l22-30h96l-22 30z" fill="${c.paste}"/><path d="M270 266l18-24h90l-18 24z" fill="${c.paste}"/><path d="M286 292l18-26M312 292l18-26M300 262l14-18M326 262l14-18" fill="none" stroke="${c.amber}" stroke-width="5"/>`,
    ),

  "manchego-curado-wheel": () =>
    ink(
      `<path d="M112 206v56a112 28 0 0 0 224 0v-56z" fill="#C9A76A"/><ellipse cx="224" cy="206" rx="112" ry="28" fill="#DCC08A"/>`,
    ) +
    `<path d="${[240, 258].map((y) => `M114 ${y}` + "l12-10 12 10".repeat(9)).join("")}" fill="none" stroke="#8A6A3A" stroke-width="2"/>` +
    `<g fill="none" stroke="#8A6A3A" stroke-width="2">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<ellipse cx="${Math.round(224 + 16 * Math.cos((i * Math.PI) / 4))}" cy="${Math.round(206 + 5 * Math.sin((i * Math.PI) / 4))}" rx="7" ry="3"/>`).join("")}<ellipse cx="224" cy="206" rx="6" ry="2.5"/></g>` +
    ink(
      `<path d="M300 292l64-36 40 20-24 16z" fill="${c.paste}"/><path d="M364 256l40 20v-8l-40-20z" fill="#C9A76A"/><path d="M300 292l64-36v-8l-64 36z" fill="${c.paste}"/>`,
    ) +
    ink(
      `<ellipse cx="112" cy="286" rx="14" ry="8" fill="${c.saffron}"/><ellipse cx="134" cy="288" rx="12" ry="6" fill="${c.wood}"/>`,
      2.5,
    ),

  "kalamata-olives-jar": () =>
    jar({
      id: "kj",
      lid: c.olive,
      fill: "#C9B98A",
      contents: ink(
        [
          [180, 210],
          [210, 200],
          [242, 212],
          [268, 204],
          [192, 240],
          [226, 236],
          [258, 244],
          [176, 268],
          [210, 272],
          [244, 270],
          [272, 276],
        ]
          .map(
            ([x, y], i) =>
              `<ellipse cx="${x}" cy="${y}" rx="13" ry="9" fill="${c.plum}" transform="rotate(${(i % 3) * 20 - 20} ${x} ${y})"/>`,
          )
          .join(""),
        2,
      ),
    }) +
    sprig(300, 292, {
      olives: [
        [34, -44, c.plum],
        [52, -28, c.plum],
      ],
      size: 1.3,
    }),

  "pantelleria-capers-sea-salt": () =>
    jar({
      id: "cj",
      width: 110,
      top: 170,
      lid: c.terracotta,
      fill: c.cream,
      contents:
        dots(
          [
            [186, 204],
            [204, 212],
            [224, 202],
            [244, 214],
            [262, 206],
            [192, 232],
            [214, 238],
            [236, 228],
            [256, 240],
            [180, 258],
            [204, 264],
            [226, 256],
            [250, 266],
            [268, 252],
            [196, 282],
            [222, 284],
            [246, 286],
          ],
          7,
          c.olive,
        ) +
        dots(
          [
            [194, 220],
            [232, 246],
            [212, 276],
            [258, 226],
            [176, 242],
          ],
          2,
          c.ink,
          0.3,
        ),
    }) +
    ink(
      `<path d="M300 292q6-60 40-92" fill="none"/>${leaf(318, 246, -40, c.sage, 0.8)}${leaf(330, 220, -110, c.sage, 0.8)}<circle cx="344" cy="196" r="9" fill="${c.olive}"/><path d="M344 187q6-14 18-16" fill="none" stroke-width="2"/>`,
      2.5,
    ) +
    ink(`<path d="M104 292q30-30 64 0z" fill="${c.cream}" stroke-width="2.5"/>`) +
    dots(
      [
        [122, 284],
        [136, 278],
        [150, 286],
        [134, 288],
      ],
      2,
      c.ink,
      0.35,
    ),

  "basil-pesto-genovese": () =>
    jar({
      id: "pj",
      width: 112,
      top: 176,
      lid: c.terracotta,
      fill: c.basil,
      contents: dots(
        [
          [184, 214],
          [210, 226],
          [240, 212],
          [262, 236],
          [196, 252],
          [226, 266],
          [252, 274],
          [180, 280],
        ],
        3,
        c.straw,
        0.8,
      ),
    }) +
    ink(`${leaf(300, 272, -60, c.basil, 1.1)}${leaf(312, 268, -10, c.olive, 1)}${leaf(298, 250, -100, c.basil, 0.9)}`, 2.5) +
    ink(
      `<ellipse cx="360" cy="288" rx="7" ry="4" fill="${c.paste}"/><ellipse cx="374" cy="286" rx="7" ry="4" fill="${c.paste}"/><ellipse cx="130" cy="280" rx="14" ry="12" fill="${c.cream}"/><path d="M130 268v-10" fill="none"/>`,
      2,
    ),

  "beldi-preserved-lemons": () =>
    jar({
      id: "lj",
      lid: c.saffron,
      fill: "#F2E6B8",
      contents: ink(
        [
          [186, 210],
          [234, 204],
          [206, 246],
          [256, 244],
          [184, 280],
          [236, 282],
        ]
          .map(
            ([x, y], i) =>
              `<path d="M${x - 20} ${y}a22 22 0 0 0 44 0z" fill="${c.lemon}" transform="rotate(${(i % 2) * 40 - 20} ${x} ${y})"/>`,
          )
          .join(""),
        2,
      ),
    }) +
    ink(
      `<ellipse cx="334" cy="274" rx="34" ry="26" fill="${c.lemon}"/><path d="M368 270l8-4" fill="none"/>${leaf(340, 250, -60, c.olive, 0.8)}`,
    ),

  "granada-rosemary-honey": () =>
    honeyJar({ id: "hg", honey: c.straw, lid: c.saffron, wave: 170 }) +
    herb(316, { height: 130, fill: c.darkOlive, flowers: "#A9B6D8" }) +
    herb(346, { height: 96, fill: c.olive, lean: -10 }),

  "provence-lavender-honey": () =>
    honeyJar({ id: "hp", honey: "#F1E2B8", lid: c.lavender, wave: 164 }) +
    herb(312, { height: 140, fill: c.sage, flowers: c.lavender }) +
    herb(338, { height: 120, fill: c.sage, flowers: c.lavender, lean: 26 }) +
    herb(296, { height: 110, fill: c.sage, flowers: c.lavender, lean: -20 }),

  "cretan-thyme-honey": () =>
    honeyJar({ id: "ht", honey: c.saffron, lid: c.terracotta }) +
    dipper(c.saffron) +
    herb(322, { height: 90, fill: c.olive, flowers: "#D9A6C8" }) +
    herb(346, { height: 70, fill: c.olive, flowers: "#D9A6C8", lean: 20 }),

  "mugla-pine-honey": () =>
    honeyJar({ id: "hm", honey: "#7A4A1E", lid: c.darkOlive, wave: 180 }) +
    ink(
      `<ellipse cx="330" cy="262" rx="24" ry="32" fill="${c.amber}"/><path d="M312 244q9 8 18 0 9 8 18 0M308 260q11 8 22 0 11 8 22 0M310 276q10 8 20 0 10 8 20 0M318 290q6-6 12 0 6-6 12 0" fill="none" stroke-width="2"/>`,
    ) +
    ink(`<path d="M340 228q20-40 60-54M352 210l30-30M360 200l36-10M374 188l14-30" fill="none" stroke="${c.darkOlive}"/>`, 2.5),

  "la-mancha-saffron": () =>
    ink(
      `<rect x="196" y="176" width="44" height="116" rx="10" fill="${c.cream}"/><rect x="192" y="150" width="52" height="30" rx="5" fill="${c.terracotta}"/>`,
    ) +
    `<path d="M204 288l8-50M212 288l10-70M222 290l2-60M230 288l-6-48M208 270l16-40M220 284l10-30" fill="none" stroke="${c.red}" stroke-width="3" stroke-linecap="round"/>` +
    shine(201, 190, 40) +
    ink(
      `<path d="M310 292q-4-40 6-70" fill="none" stroke="${c.olive}"/><path d="M316 222c-24-6-30-40-20-56 14 8 20 30 20 56zM316 222c24-6 30-40 20-56-14 8-20 30-20 56zM316 222c-10-20-8-50 0-62 8 12 10 42 0 62z" fill="${c.lavender}"/><path d="M316 216l-8-40M316 216l0-44M316 216l8-40" fill="none" stroke="${c.red}" stroke-width="2.5"/>`,
    ) +
    ink(
      `<path d="M112 282q34 18 68 0z" fill="${c.cream}"/><path d="M124 282l12-8M140 282l8-10M156 282l6-8" fill="none" stroke="${c.red}" stroke-width="2"/>`,
      2.5,
    ),

  "pimenton-de-la-vera-dulce": () =>
    ink(
      `<path d="M160 176v104a60 12 0 0 0 120 0V176z" fill="${c.red}"/><ellipse cx="220" cy="176" rx="60" ry="12" fill="${c.saffron}"/><path d="M160 196a60 12 0 0 0 120 0M160 264a60 12 0 0 0 120 0" fill="none"/><circle cx="220" cy="230" r="26" fill="${c.cream}"/>`,
    ) +
    ink(pepper(206, 222, 10), 2) +
    shine(168, 206, 44) +
    `<path d="M330 200q-14-20 0-40t0-40M352 210q-14-20 0-40t0-40" fill="none" stroke="${c.ink}" stroke-width="2.5" stroke-linecap="round" opacity=".3"/>` +
    ink(pepper(310, 262, 0) + pepper(330, 248, 20, c.terracotta)),

  "piment-d-espelette": () =>
    jar({
      id: "ej",
      cx: 250,
      width: 90,
      top: 196,
      lid: c.ink,
      fill: c.red,
      contents: dots(
        [
          [226, 240],
          [250, 252],
          [274, 236],
          [236, 272],
          [266, 278],
        ],
        2,
        c.saffron,
        0.7,
      ),
    }) +
    ink(
      `<path d="M140 60v220" fill="none" stroke="${c.wood}" stroke-width="4"/>${[90, 120, 150, 180, 210, 240].map((y, i) => pepper(140, y, 70 + (i % 2) * 40)).join("")}`,
    ),

  "lebanese-zaatar": () =>
    ink(
      `<path d="M170 122h100l8 160q0 10-10 10H172q-10 0-10-10z" fill="${c.kraft}"/><path d="M170 140h100" fill="none"/><rect x="186" y="180" width="68" height="80" rx="8" fill="#7C8A45"/>`,
    ) +
    dots(
      [
        [196, 196],
        [214, 206],
        [236, 192],
        [246, 214],
        [204, 226],
        [226, 236],
        [200, 250],
        [240, 248],
        [220, 218],
      ],
      2.5,
      c.cream,
    ) +
    dots(
      [
        [208, 188],
        [230, 228],
        [212, 242],
      ],
      2.5,
      c.wine,
      0.8,
    ) +
    ink(
      `<path d="M300 276q22 18 66 0z" fill="${c.teal}"/><ellipse cx="333" cy="276" rx="33" ry="6" fill="#7C8A45" stroke-width="2"/>`,
    ) +
    herb(120, { height: 90, fill: c.olive }),

  "santorini-assyrtiko": () =>
    bottle({
      cx: 200,
      width: 60,
      shoulder: 160,
      neckTop: 62,
      neck: 11,
      body: c.sage,
      cap: c.teal,
      capHeight: 44,
      motif: `<path d="M180 232q10-8 20 0t20 0" fill="none" stroke="${c.teal}" stroke-width="3" stroke-linecap="round"/>`,
    }) + wineGlass(300, c.straw),

  "organic-chianti-classico": () =>
    bottle({
      cx: 200,
      width: 60,
      shoulder: 160,
      neckTop: 62,
      neck: 11,
      body: c.darkOlive,
      cap: c.terracotta,
      capHeight: 44,
      motif: ink(
        `<path d="M200 212c-8 10-8 26 0 32 8-6 8-22 0-32z" fill="${c.olive}" stroke-width="2"/><path d="M200 244v8" fill="none" stroke-width="2"/>`,
      ),
    }) + wineGlass(300, c.wine),

  "rioja-crianza": () =>
    bottle({
      cx: 200,
      width: 60,
      shoulder: 160,
      neckTop: 62,
      neck: 11,
      body: "#2E3526",
      cap: c.saffron,
      capHeight: 44,
      motif: `<path d="M176 206l48 48M176 230l24 24M200 206l24 24M224 206l-48 48M200 206l-24 24M224 230l-24 24M176 266l24 24M200 266l24 24M224 266l-24 24M200 266l-24 24" fill="none" stroke="${c.saffron}" stroke-width="1.5" opacity=".8"/>`,
    }) + wineGlass(300, c.wine),

  "douro-red": () =>
    bottle({
      cx: 200,
      width: 60,
      shoulder: 160,
      neckTop: 62,
      neck: 11,
      body: c.ink,
      cap: c.wine,
      capHeight: 44,
      motif: `<path d="M178 240q12-8 22 0t22 0M178 228q12-8 22 0t22 0M178 216q12-8 22 0t22 0" fill="none" stroke="${c.olive}" stroke-width="2.5" stroke-linecap="round"/>`,
    }) + wineGlass(300, c.plum),
};

fs.mkdirSync(out, { recursive: true });
for (const [key, draw] of Object.entries(drawings)) {
  const svg = scene(draw());
  fs.writeFileSync(path.join(out, `${key}.svg`), svg);
  console.log(`${key}.svg ${svg.length} bytes`);
}
