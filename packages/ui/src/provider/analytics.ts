/** The host's analytics adapter (a no-op when analytics is off). */
export interface Analytics {
  pageView(path: string): void;
  event(name: string, params: Record<string, string>): void;
}
