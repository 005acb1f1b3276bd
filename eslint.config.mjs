import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

/** Browser-side and shared code never reaches into the server modules. */
const serverBoundary = {
  files: ["src/lib/**", "src/components/**", "src/i18n/**", "src/config/**"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          // The seed data is plain data (no server-only): tests beside shared code may read it;
          // the seed rule below keeps every non-test module but the seeder away from it.
          {
            target: "./src/lib",
            from: "./src/server",
            except: ["./content/seed-data"],
            message: "src/lib is shared with the browser: it may not import src/server.",
          },
          {
            target: "./src/components",
            from: "./src/server",
            except: ["./content/seed-data"],
            message: "Components may not import src/server; pass data in from a page.",
          },
        ],
      },
    ],
  },
};

/**
 * src/server/content/seed-data is the seed of the studio (DESIGN, wave 4; STYLE "One map"): the
 * seeder reads it once, on the first start; pages, layouts, routes and every other module read
 * published content through src/server/content. Tests may read it to know what a fresh install shows.
 */
const seedDataBoundary = [
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/server/content/seed-data/**",
      "src/server/content/seed.ts",
      "src/server/content/seed-items.ts",
      "src/**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/seed-data", "**/seed-data/*", "**/seed-data/**"],
              message:
                "src/server/content/seed-data is seed data: only the seeder (src/server/content/seed.ts and seed-items.ts) reads it; read published content through src/server/content.",
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

/**
 * One way to label a control (STYLE "One way per job"): the field components of
 * src/components/ui/fields.tsx draw every <label>, so its hint and error are tied to the control
 * the same way everywhere. A control they cannot draw is handed theirs through `FormField`.
 */
const fieldComponents = {
  files: ["src/**/*.tsx"],
  ignores: ["src/components/ui/fields.tsx"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "JSXOpeningElement[name.name='label']",
        message:
          "Label a control with the field components (TextField, SelectField, TextAreaField, CheckField, or FormField around a control of your own) from @/components/ui/fields.",
      },
    ],
  },
};

/**
 * The end-to-end suite reuses one browser context from test to test (playwright.config.ts,
 * `reuseContext`), and Playwright's reset between tests does not undo these: a test sets them with
 * `test.use({ permissions, extraHTTPHeaders, offline, geolocation })`, which gives it a context of
 * its own.
 */
const reusedContext = {
  files: ["tests/e2e/**/*.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "CallExpression[callee.property.name=/^(grantPermissions|setExtraHTTPHeaders|setOffline|setGeolocation)$/]",
        message:
          "The suite reuses browser contexts and their reset does not undo this: set it with test.use({ permissions | extraHTTPHeaders | offline | geolocation }) instead.",
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
  fieldComponents,
  reusedContext,
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
