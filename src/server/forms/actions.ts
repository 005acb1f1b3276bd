"use server";

import "server-only";
import { defineAction } from "@/server/actions/define-action";
import { accessRequestSubmission, contactSubmission } from "./intake";

// Without JavaScript the browser posts these forms to their page; the server around Next takes a
// valid one itself (src/server/http/form-intake.ts) and hands the rest (invalid input, a refusal)
// to these actions, which render the form with the outcome. With JavaScript the browser calls the
// intake's address, and these actions only where the intake is absent (`next dev`, `next start`).

/** The home page's contact form. */
export const sendContactMessage = defineAction(contactSubmission);

/** The 'Join B2B Network' form of the client sign-in page; the confirmation names the address written to. */
export const requestB2bAccess = defineAction(accessRequestSubmission);
