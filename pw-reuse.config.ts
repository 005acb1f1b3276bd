import base from "./playwright.config";
export default { ...base, testDir: "tests/e2e", webServer: { ...base.webServer, reuseExistingServer: true } };
