import { act, render, screen } from '@testing-library/react';
import { expireSession } from '@/features/menu/session';
import { SessionExpiryNotice } from '@/features/menu/session-expiry-notice';
import { goTo } from '@/lib/browser';

jest.mock('@/lib/browser', () => ({ goTo: jest.fn(), reloadPage: jest.fn() }));

afterEach(() => jest.useRealTimers());

describe('session expiry', () => {
  it('warns once, clears local storage and goes to "/" two seconds later, once per page load', async () => {
    jest.useFakeTimers();
    window.localStorage.setItem('token', 'expired');
    window.localStorage.setItem('draft', 'x');
    render(<SessionExpiryNotice />);

    act(() => {
      expireSession();
      expireSession();
    });
    expect(window.localStorage.length).toBe(0);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Session Expired');
    expect(alert).toHaveTextContent('Your session has expired. Please log in again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // Two seconds from the frame it is on the page.
    act(() => jest.advanceTimersByTime(1900));
    expect(goTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(150));
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/');

    act(() => {
      expireSession();
      jest.advanceTimersByTime(5000);
    });
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Session Expired')).not.toBeInTheDocument();
  });

  it('still goes to "/" when the warning cannot show, a second later than it would have', () => {
    jest.useFakeTimers();
    jest.isolateModules(() => {
      // A fresh page load's session, with no warning rendered (its code never arrived).
      const { expireSession: expireFresh } =
        jest.requireActual<typeof import('@/features/menu/session')>('@/features/menu/session');
      jest.mocked(goTo).mockClear();
      act(() => expireFresh());
      act(() => jest.advanceTimersByTime(2900));
      expect(goTo).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(goTo).toHaveBeenCalledWith('/');
    });
  });
});
