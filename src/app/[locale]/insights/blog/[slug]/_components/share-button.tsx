"use client";

import { Check, Share2 } from "lucide-react";
import { useEffect, useState } from "react";

interface ShareButtonProps {
  url: string;
  title: string;
  labels: { share: string; copied: string; failed: string };
}

const MESSAGE_MS = 5000;

/**
 * Shares the article with the Web Share API where the browser has it; otherwise, or if sharing
 * fails for a reason other than the visitor closing the sheet, copies the link and says so.
 */
export function ShareButton({ url, title, labels }: ShareButtonProps) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (status === "idle") return;
    const timer = window.setTimeout(() => setStatus("idle"), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  async function share() {
    setStatus("idle");
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyLink();
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-olive-deep/30 bg-cream px-5 text-sm font-semibold text-olive-deep transition-colors hover:border-olive-deep hover:bg-white"
      >
        {status === "copied" ? <Check aria-hidden className="size-4" /> : <Share2 aria-hidden className="size-4" />}
        {labels.share}
      </button>
      <p aria-live="polite" className="min-h-5 max-w-xs text-sm [overflow-wrap:anywhere] text-olive-deep sm:text-right">
        {status === "copied" ? labels.copied : status === "failed" ? labels.failed : ""}
      </p>
    </div>
  );
}
