"use client";

import { type RefObject, useEffect, useRef, useState } from "react";

const ROTATION_MS = 2500;
const SLIDE_MS = 500;

/** Whether the visitor asked for less motion; followed live. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * Whether the pointer is over, or the focus inside, the section around `element`: the rotation
 * pauses there (WCAG 2.2.2), so a reader can stop it where they are reading.
 */
function useHeldInSection(element: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const section = element.current?.closest("section");
    if (!section) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && section.contains(event.relatedTarget))) setFocused(false);
    };
    section.addEventListener("pointerenter", enter);
    section.addEventListener("pointerleave", leave);
    section.addEventListener("focusin", focusIn);
    section.addEventListener("focusout", focusOut);
    return () => {
      section.removeEventListener("pointerenter", enter);
      section.removeEventListener("pointerleave", leave);
      section.removeEventListener("focusin", focusIn);
      section.removeEventListener("focusout", focusOut);
    };
  }, [element]);
  return hovered || focused;
}

/**
 * The hero's keyword, on a line of its own. All keywords share one grid cell, so the heading
 * keeps its size and nothing around it moves; only the current one is visible and read out.
 * It stays still with reduced motion, and pauses while the hero is hovered or holds the focus.
 */
export function RotatingKeyword({ keywords, rotate }: { keywords: readonly string[]; rotate: boolean }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const self = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const held = useHeldInSection(self);
  const moving = rotate && keywords.length > 1 && !reducedMotion && !held;

  useEffect(() => {
    if (!moving) return;
    let swap: number | undefined;
    const tick = window.setInterval(() => {
      setVisible(false);
      swap = window.setTimeout(() => {
        setIndex((current) => (current + 1) % keywords.length);
        setVisible(true);
      }, SLIDE_MS);
    }, ROTATION_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(swap);
      // A pause mid-slide leaves the word shown, not half gone.
      setVisible(true);
    };
  }, [moving, keywords.length]);

  // The words slide (up and out, then in from below) rather than fade: a half-faded word would be
  // text below the contrast minimum for a moment, and a contrast check could land on it.
  return (
    <span ref={self} className="grid justify-items-start overflow-y-clip pb-[0.12em]" data-rotating={rotate} data-moving={moving}>
      {keywords.map((keyword, position) => {
        const current = position === index;
        const place = !current ? "translate-y-full" : visible ? "translate-y-0" : "-translate-y-full";
        return (
          <span
            key={keyword}
            aria-hidden={!current}
            data-current={current || undefined}
            className={`[grid-area:1/1] text-terracotta motion-reduce:transition-none ${place} ${
              current ? "transition-transform duration-500 ease-in-out" : "invisible"
            }`}
          >
            {keyword}
          </span>
        );
      })}
    </span>
  );
}
