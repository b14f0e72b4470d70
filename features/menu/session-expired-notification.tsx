'use client';

import { ConfigProvider, notification } from 'antd';
import { useEffect } from 'react';
import { antdTheme, NOTIFICATION_CONFIG, SESSION_EXPIRED_NOTICE } from '@/lib/theme';
import { sessionWarningShown } from './session';

function Notice() {
  const [api, holder] = notification.useNotification(NOTIFICATION_CONFIG);
  useEffect(() => {
    api.warning({ key: 'session-expired', ...SESSION_EXPIRED_NOTICE });
    sessionWarningShown();
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
