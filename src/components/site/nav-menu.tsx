"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "@/i18n/navigation";
import { isCurrent, type NavItem } from "./nav-item";
import { useDisclosure } from "./use-disclosure";

interface NavMenuProps {
  label: string;
  items: NavItem[];
  itemLabel: (item: NavItem) => string;
  pathname: string;
}

/**
 * A disclosure button opening a list of links under the header bar: the bar keeps to one line
 * however many sections and pages are on. Closes on Escape (focus back on the button), on a click
 * outside it, and when a link is followed.
 */
export function NavMenu({ label, items, itemLabel, pathname }: NavMenuProps) {
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDisclosure(pathname, button);
  const listId = useId();
  const holdsCurrent = items.some((item) => isCurrent(item, pathname));

  // Unlike the bar's menu, this one also closes when the pointer or the focus goes elsewhere.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent | FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [open, setOpen]);

  return (
    <li ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-sand hover:text-ink ${
          holdsCurrent ? "text-olive-deep underline decoration-terracotta decoration-2 underline-offset-8" : "text-ink/80"
        }`}
      >
        {label}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 mt-2 min-w-52 rounded-xl bg-cream p-2 shadow-lg ring-1 ring-olive-deep/15"
      >
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-sand ${
                  current ? "bg-sand text-olive-deep" : "text-ink"
                }`}
              >
                {itemLabel(item)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
