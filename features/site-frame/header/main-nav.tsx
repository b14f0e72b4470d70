'use client';

import { useState } from 'react';
import { MenuLinks } from '../../menu/links';

const NAV_ID = 'main-nav';

/** The main navigation; on small screens the "Mobile menu" button shows and hides it. */
export function MainNav({ label, buttonLabel }: { label: string; buttonLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu-toggle"
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={NAV_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={open ? 'burger burger-open' : 'burger'} aria-hidden="true" />
      </button>
      <nav id={NAV_ID} aria-label={label} className="main-nav" data-open={open}>
        <MenuLinks className="main-nav-list" onNavigate={() => setOpen(false)} />
      </nav>
    </>
  );
}
