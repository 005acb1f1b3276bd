// Import circles, type imports counted (ESLint's import/no-cycle skips `import type`, which still
// ties two modules together for a reader): `npm run cycles` lists them and fails on any; the lint
// suite (scripts/lint.mjs) runs it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules import each other (type imports count): cut the circle where it belongs (docs/architecture.md).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next)" },
    // Type-only imports count: TypeScript's imports before compilation.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
