"use client";

import { useEffect, useState } from "react";
import { unavailableParameter } from "@/lib/content/unavailable";

/**
 * The notice on a list page reached from an item published only in the other language
 * (`?unavailable=1`, src/server/content/redirects.ts). The list is cached, the same for every
 * visitor, so the query is read in the browser; without JavaScript the visitor still lands on the
 * list, only without the sentence.
 */
export function UnavailableNotice({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(new URLSearchParams(window.location.search).has(unavailableParameter));
  }, []);
  if (!shown) return null;
  return (
    <p
      role="status"
      className="mt-6 max-w-2xl rounded-lg bg-cream px-4 py-3 font-medium text-olive-deep ring-1 ring-olive-deep/15"
    >
      {text}
    </p>
  );
}
