import type { ReactNode } from "react";
import { errorClass, successClass } from "./styles";

/** A form's outcome, announced to screen readers as it appears. */
export function FormAlert({ tone = "error", id, children }: { tone?: "error" | "success"; id?: string; children: ReactNode }) {
  return (
    <p id={id} role={tone === "error" ? "alert" : "status"} className={tone === "error" ? errorClass : successClass}>
      {children}
    </p>
  );
}
