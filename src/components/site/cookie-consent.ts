"use client";

import { useSyncExternalStore } from "react";

/** Where the visitor's choice is kept, as the spec names it. */
export const cookieConsentKey = "cookie-consent";
export type CookieConsent = "accepted" | "declined";

const changeEvent = "terramare:cookie-consent";
const openSettingsEvent = "terramare:cookie-settings";

// Storage can be blocked (private modes, strict settings): the choice then holds for this page.
let unstoredChoice: CookieConsent | null = null;

function isConsent(value: unknown): value is CookieConsent {
  return value === "accepted" || value === "declined";
}

export function readConsent(): CookieConsent | null {
  try {
    const stored = window.localStorage.getItem(cookieConsentKey);
    return isConsent(stored) ? stored : unstoredChoice;
  } catch {
    return unstoredChoice;
  }
}

/** Stores the choice and tells this page's listeners at once (other tabs hear the storage event). */
export function storeConsent(choice: CookieConsent): void {
  unstoredChoice = choice;
  try {
    window.localStorage.setItem(cookieConsentKey, choice);
  } catch {
    // Kept in memory above: the banner still closes and the choice still applies to this page.
  }
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === cookieConsentKey || event.key === null) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's current choice; null while rendering on the server and until they answer. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/** Reopens the cookie banner (the footer's "Cookie settings"), so a choice can be changed. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(openSettingsEvent));
}

export function onCookieSettingsOpen(listener: () => void): () => void {
  window.addEventListener(openSettingsEvent, listener);
  return () => window.removeEventListener(openSettingsEvent, listener);
}
