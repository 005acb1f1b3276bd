import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

/** Browser-side and shared code never reaches into the server modules. */
const serverBoundary = {
  files: ["src/lib/**", "src/components/**", "src/content/**", "src/i18n/**", "src/config/**"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          {
            target: "./src/lib",
            from: "./src/server",
            message: "src/lib is shared with the browser: it may not import src/server.",
          },
          {
            target: "./src/components",
            from: "./src/server",
            message: "Components may not import src/server; pass data in from a page.",
          },
          {
            target: "./src/content",
            from: "./src/server",
            message: "Content is shared with the browser: it may not import src/server.",
          },
        ],
      },
    ],
  },
};

/**
 * src/content is the seed of the studio (DESIGN, wave 4): the seeder reads it once, on the first
 * start; pages, layouts and routes read published content through src/server/content.
 */
const seedDataBoundary = [
  {
    files: ["src/**/*.{ts,tsx}"],
    // from-blocks.ts turns the seed's article blocks into rich text for the seeder (a type import only).
    ignores: ["src/content/**", "src/server/content/seed.ts", "src/lib/rich-text/from-blocks.ts", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/content", "@/content/*", "**/content/en/*", "**/content/fr/*"],
              message:
                "src/content is seed data: only the seeder (src/server/content/seed.ts) reads it; read published content through src/server/content.",
            },
          ],
        },
      ],
    },
  },
];

/**
 * One validation flavour in src/lib/validation: zod/mini, whose schemas the browser loads when a
 * visitor starts a form (src/components/ui/use-form-feedback.ts); classic zod stays out of it.
 * typescript-eslint's copy of the rule, so that the seed rule above (core no-restricted-imports)
 * still applies to these files.
 */
const validationFlavour = {
  files: ["src/lib/validation/**/*.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "zod",
            message: 'src/lib/validation is written with zod/mini (import { z } from "zod/mini"), one flavour for every form.',
          },
        ],
      },
    ],
  },
};

const config = [
  {
    ignores: [
      ".next/**",
      "dist/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      ".test-results/**",
      "next-env.d.ts",
      // CommonJS configuration of dependency-cruiser (the import-circle check in scripts/lint.mjs).
      ".dependency-cruiser.cjs",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  serverBoundary,
  ...seedDataBoundary,
  validationFlavour,
  {
    // Import rules follow our own files only; parsing node_modules for them costs minutes.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      // Our images are SVGs and pre-sized PNGs served as they are: next/image would add nothing.
      "@next/next/no-img-element": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  prettier,
];

export default config;
