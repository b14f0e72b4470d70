'use client';

import { ConfigProvider, notification } from 'antd';
import { useEffect } from 'react';
import { antdTheme, NOTIFICATION_CONFIG, SESSION_EXPIRED_NOTICE } from '@/lib/theme';
import { sessionWarningShown } from './session';

function Notice() {
  const [api, holder] = notification.useNotification(NOTIFICATION_CONFIG);
  useEffect(() => {
    api.warning({ key: 'session-expired', ...SESSION_EXPIRED_NOTICE });
    // antd puts the notice on the page some frames later (WebKit: some 300 ms): its 2 s start once it is
    // there, or after some 60 frames without it.
    let frames = 0;
    let frame = requestAnimationFrame(function shown() {
      frames += 1;
      if (document.querySelector('.ant-notification-notice') || frames > 60) sessionWarningShown();
      else frame = requestAnimationFrame(shown);
    });
    return () => cancelAnimationFrame(frame);
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
