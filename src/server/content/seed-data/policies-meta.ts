/** Effective date of the privacy policy and the terms of use (ISO 8601). Rendered with Intl in en-CA / fr-CA. */
export const policiesEffectiveDate = "2025-04-28";
