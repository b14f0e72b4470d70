/** Page-level navigation, in one place so tests can stand in for a browser that really navigates. */
export function goTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
