"use client";

import { useEffect, useState } from "react";

const ROTATION_MS = 2500;
const FADE_MS = 500;

/**
 * The hero's keyword, on a line of its own. All keywords share one grid cell, so the heading
 * keeps its size and nothing around it moves; only the current one is visible and read out.
 */
export function RotatingKeyword({ keywords, rotate }: { keywords: readonly string[]; rotate: boolean }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (!rotate || keywords.length < 2) return;
    let swap: number | undefined;
    const tick = window.setInterval(() => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (reduceMotion) {
        setIndex((current) => (current + 1) % keywords.length);
        return;
      }
      setVisible(false);
      swap = window.setTimeout(() => {
        setIndex((current) => (current + 1) % keywords.length);
        setVisible(true);
      }, FADE_MS);
    }, ROTATION_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(swap);
    };
  }, [rotate, keywords.length]);

  return (
    <span className="grid justify-items-start" data-rotating={rotate}>
      {keywords.map((keyword, position) => {
        const current = position === index;
        return (
          <span
            key={keyword}
            aria-hidden={!current}
            data-current={current || undefined}
            className={`[grid-area:1/1] text-terracotta transition-opacity duration-500 ease-in-out motion-reduce:transition-none ${
              current && visible ? "opacity-100" : "opacity-0"
            }`}
          >
            {keyword}
          </span>
        );
      })}
    </span>
  );
}
