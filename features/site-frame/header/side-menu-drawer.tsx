'use client';

import { ConfigProvider, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { antdTheme } from '@/lib/theme';
import { MenuLinks, SocialIcons } from '../../menu/links';
import { useFocusCycle } from './use-focus-cycle';

/** The side menu's words: its button's name, its links' navigation, its contact heading, "(external website)". */
export type SideMenuLabels = { button: string; links: string; contact: string; external: string };

type SideMenuDrawerProps = {
  id: string;
  title: string;
  contact: ReactNode;
  labels: SideMenuLabels;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
};

export function SideMenuDrawer({ id, title, contact, labels, open, onClose, onClosed }: SideMenuDrawerProps) {
  useFocusCycle(`#${id}`, open);
  return (
    <ConfigProvider theme={antdTheme}>
      <Drawer
        id={id}
        title={title}
        placement="right"
        open={open}
        onClose={onClose}
        afterOpenChange={(isOpen) => isOpen || onClosed()}
        rootClassName="side-menu"
      >
        <nav aria-label={labels.links}>
          <MenuLinks className="side-menu-list" onNavigate={onClose} />
        </nav>
        <h2 className="side-menu-heading">{labels.contact}</h2>
        {contact}
        <SocialIcons className="social-icons-dark" externalNote={labels.external} />
      </Drawer>
    </ConfigProvider>
  );
}
