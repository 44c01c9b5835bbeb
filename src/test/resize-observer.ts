/** Mantine's scroll areas and tables watch their size, and jsdom has no ResizeObserver. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
