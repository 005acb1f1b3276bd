import { describe, expect, it } from "vitest";
import { defaultCrmTimeoutMs } from "./crm";
import { emailSendTimeoutMs } from "./mailer";
import { defaultLeaseMs } from "./worker";

// Time a worker needs beside the delivery itself: claiming the rows and recording the outcome.
const recordingMs = 5000;

describe("leases", () => {
  it("outlast the longest e-mail send of a claim, so no other worker sends it again meanwhile", () => {
    // A claim holds no more e-mails than the mailer sends at once: none waits for another.
    expect(defaultLeaseMs.email).toBeGreaterThanOrEqual(emailSendTimeoutMs + recordingMs);
  });

  it("outlast the longest CRM post", () => {
    expect(defaultLeaseMs.crm).toBeGreaterThanOrEqual(defaultCrmTimeoutMs + recordingMs);
  });
});
