import type { ThemeConfig } from 'antd';

// antd's default blue (#1677ff) fails WCAG AA against white text; the school's dark teal passes at 7:1.
export const BRAND_PRIMARY = '#0f5c4d';

/** Spec §9 notification defaults: 4.5 s, stack threshold 3, width 384. */
export const NOTIFICATION_CONFIG = { duration: 4.5, stack: { threshold: 3 }, placement: 'topRight' } as const;
export const SESSION_EXPIRED_NOTICE = {
  title: 'Session Expired',
  description: 'Your session has expired. Please log in again.',
  duration: 3,
} as const;

export const antdTheme: ThemeConfig = {
  token: { colorPrimary: BRAND_PRIMARY, colorLink: BRAND_PRIMARY, borderRadius: 8, fontFamily: 'inherit' },
  components: { Notification: { width: 384 } },
};
