'use client';

import { ConfigProvider, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { antdTheme } from '@/lib/theme';
import { MenuLinks, SocialIcons } from '../../menu/links';
import { useFocusCycle } from './use-focus-cycle';

type SideMenuDrawerProps = {
  id: string;
  title: string;
  contact: ReactNode;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
};

export function SideMenuDrawer({ id, title, contact, open, onClose, onClosed }: SideMenuDrawerProps) {
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
        <nav aria-label="Side menu links">
          <MenuLinks className="side-menu-list" onNavigate={onClose} />
        </nav>
        <h2 className="side-menu-heading">Contact us</h2>
        {contact}
        <SocialIcons className="social-icons-dark" />
      </Drawer>
    </ConfigProvider>
  );
}
