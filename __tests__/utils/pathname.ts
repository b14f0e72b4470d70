/** The path the mocked `usePathname` returns; tests set it before rendering. */
export const currentPath = { value: '/home' };

// Only what the components use: spreading the real module would evaluate its lazy server-only exports.
export function mockNextNavigation() {
  return {
    usePathname: () => currentPath.value.split('?')[0],
    useSearchParams: () => new URLSearchParams(currentPath.value.split('?')[1] ?? ''),
  };
}
