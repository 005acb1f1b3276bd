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
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  serverBoundary,
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
