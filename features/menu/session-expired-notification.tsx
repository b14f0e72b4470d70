'use client';

import { ConfigProvider, notification } from 'antd';
import { useEffect } from 'react';
import { antdTheme, NOTIFICATION_CONFIG, SESSION_EXPIRED_NOTICE } from '@/lib/theme';

function Notice() {
  const [api, holder] = notification.useNotification(NOTIFICATION_CONFIG);
  useEffect(() => {
    api.warning({ key: 'session-expired', ...SESSION_EXPIRED_NOTICE });
  }, [api]);
  return holder;
}

export function SessionExpiredNotification() {
  return (
    <ConfigProvider theme={antdTheme}>
      <Notice />
    </ConfigProvider>
  );
}
