import type { Locator, Page } from 'playwright-core';

/** A numeric id from a URL: `/vendor/{id}` for 'vendor', else the query parameter of that name. */
export function idFromUrl(url: string, name: 'vendor' | 'section' | 'product'): number {
  const parsed = new URL(url);
  const text =
    name === 'vendor' ? /\/vendor\/(\d+)/.exec(parsed.pathname)?.[1] : parsed.searchParams.get(name);
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`no ${name} id in ${url}`);
  return id;
}

/**
 * Drags `handle` onto the centre of `target` as a person does with a mouse: press, move in small
 * steps (well past the 5 px activation distance), let the page draw the item over the target,
 * release.
 */
export async function dragBetween(page: Page, handle: Locator, target: Locator, steps = 12) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: the handle or the target is not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // A first small move starts the drag; the rest carry it over.
  await page.mouse.move(start.x + 8, start.y, { steps: 4 });
  // The item marks itself as dragged once the drag has really started.
  await page.locator('[data-dragging]').first().waitFor();
  await page.mouse.move(end.x, end.y, { steps });
  // Two painted frames: the drop target is computed from the moves above before the release.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.mouse.move(end.x + 2, end.y + 2, { steps: 2 });
  await page.mouse.up();
}

/**
 * A modal has closed: its `view` left the URL, and it has faded out, so what it covered takes a
 * press again.
 */
export async function modalClosed(page: Page) {
  await page.waitForURL((url) => !url.searchParams.has('view'));
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}
