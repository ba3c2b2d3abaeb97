import type { Page, Route } from '@playwright/test';

/**
 * Holds every request matching `url` until `release()` is called: the network of a slow phone, controlled by the test
 * instead of a fixed wait. `held` resolves when the first such request has arrived.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ held: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(url, async (route: Route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { held, release };
}
