'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { SideMenuLabels } from './side-menu-drawer';

// antd's Drawer is only downloaded once a visitor first opens the side menu.
const SideMenuDrawer = lazy(() => import('./side-menu-drawer').then((module) => ({ default: module.SideMenuDrawer })));

const SIDE_MENU_ID = 'side-menu';

/** `title`, `contact` and the labels come from the server: the school's facts and the page's words are read there. */
export function SideMenu({ title, contact, labels }: { title: string; contact: ReactNode; labels: SideMenuLabels }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="icon-button side-menu-toggle"
        aria-label={labels.button}
        aria-expanded={open}
        // The drawer exists only once first opened; until then there is nothing to point at.
        aria-controls={used ? SIDE_MENU_ID : undefined}
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </button>
      {used && (
        <Suspense>
          <SideMenuDrawer
            id={SIDE_MENU_ID}
            title={title}
            contact={contact}
            labels={labels}
            open={open}
            onClose={() => setOpen(false)}
            // The drawer mounts after the first click, too late for antd to note its trigger.
            onClosed={() => toggle.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
