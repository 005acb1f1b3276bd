import nextEnv from "@next/env";

/**
 * The settings of the site `npm start` serves, for a command that works on its data (backup,
 * restore): the `.env` files it loads (a variable set in the shell wins), and production unless
 * told otherwise, so the command finds the secret the server uses (DATA_DIR/auth-secret). Call it
 * before anything reads the settings.
 */
export function loadSiteSettings(root = process.cwd()): void {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || "production" });
}
