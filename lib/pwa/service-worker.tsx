'use client';

import { useEffect } from 'react';
import { reloadPage } from '@/lib/browser';

const SERVICE_WORKER_URL = '/serwist/sw.js';

/**
 * Registers the offline worker and reloads the page once when a new worker takes over,
 * so a visitor never runs old pages against new assets. The first install does not reload, nor does a
 * page whose form someone has typed in: a parent's half-written enquiry is never thrown away, and their
 * next page comes from the new worker anyway.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let hadController = container.controller !== null;
    let reloading = false;
    let typedIn = false;
    const onInput = () => (typedIn = true);
    document.addEventListener('input', onInput, { once: true });
    const onControllerChange = () => {
      if (hadController && !reloading && !typedIn) {
        reloading = true;
        reloadPage();
      }
      hadController = true;
    };
    const register = () =>
      container.register(SERVICE_WORKER_URL, { scope: '/', type: 'module' }).catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
    container.addEventListener('controllerchange', onControllerChange);
    // After the load event: the worker's precaching must not compete with the page's own first load.
    const registerAfterLoad = () => void register();
    if (document.readyState === 'complete') registerAfterLoad();
    else window.addEventListener('load', registerAfterLoad, { once: true });
    return () => {
      container.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('input', onInput);
      window.removeEventListener('load', registerAfterLoad);
    };
  }, []);
  return null;
}
