"use client";

import { useEffect, useState } from "react";
import { unavailableParameter } from "@/lib/content/unavailable";

/**
 * The notice on a list page reached from an item published only in the other language
 * (`?unavailable=1#unavailable`, src/server/content/redirects.ts). The list is cached, the same
 * for every visitor, so every copy holds the notice, hidden unless the address's fragment targets
 * it (without JavaScript too); in the browser, the query shows it as well.
 */
export function UnavailableNotice({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(new URLSearchParams(window.location.search).has(unavailableParameter));
  }, []);
  return (
    <p
      id={unavailableParameter}
      role="status"
      className={`${shown ? "block" : "hidden target:block"} mt-6 max-w-2xl scroll-mt-28 rounded-lg bg-cream px-4 py-3 font-medium text-olive-deep ring-1 ring-olive-deep/15`}
    >
      {text}
    </p>
  );
}
