import { render } from '@testing-library/react';
import { reloadPage } from '@/lib/browser';
import { ServiceWorker } from '@/lib/pwa/service-worker';

jest.mock('@/lib/browser', () => ({ goTo: jest.fn(), reloadPage: jest.fn() }));

class FakeServiceWorkerContainer extends EventTarget {
  controller: object | null;
  register = jest.fn(async () => ({}));
  constructor(controller: object | null) {
    super();
    this.controller = controller;
  }
}

function installServiceWorker(controller: object | null) {
  const container = new FakeServiceWorkerContainer(controller);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('ServiceWorker', () => {
  it('registers the worker for the whole site', () => {
    const container = installServiceWorker(null);
    render(<ServiceWorker />);
    expect(container.register).toHaveBeenCalledWith('/serwist/sw.js', { scope: '/', type: 'module' });
  });

  it('waits for the page to finish loading before registering, so precaching never slows the first load', () => {
    const container = installServiceWorker(null);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      render(<ServiceWorker />);
      expect(container.register).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(container.register).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('does not reload when the very first worker takes control', () => {
    const container = installServiceWorker(null);
    render(<ServiceWorker />);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads once when a new worker replaces the one in control', () => {
    const container = installServiceWorker({});
    render(<ServiceWorker />);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads when a worker is updated after a first install on this page', () => {
    const container = installServiceWorker(null);
    render(<ServiceWorker />);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page whose form someone has typed in: the new worker serves their next page', () => {
    const container = installServiceWorker({});
    render(<ServiceWorker />);
    document.body.innerHTML += '<form><input name="name"></form>';
    document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
