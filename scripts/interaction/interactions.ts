// The four inputs issue 36 holds to 200 ms on a slow phone, each made with real input events the way a visitor makes it.
import type { Page } from 'playwright-core';
import { watch } from './probe';

export interface Interaction {
  name: string;
  route: string;
  /** Waits for the control to be on screen, arms the probe and makes the input. */
  perform: (page: Page) => Promise<void>;
}

export const interactions: Interaction[] = [
  {
    name: 'phone menu opens',
    route: '/',
    async perform(page) {
      const toggle = page.getByRole('button', { name: 'Menu', exact: true });
      await toggle.waitFor();
      await watch(page, 'menu open');
      await toggle.tap();
    },
  },
  {
    name: 'pricing slider moves',
    route: '/pricing',
    async perform(page) {
      const slider = page.locator('#pricing-step');
      await slider.scrollIntoViewIfNeeded();
      const box = await slider.boundingBox();
      if (!box) throw new Error('the pricing slider has no box');
      const { value, min, max } = await slider.evaluate((input: HTMLInputElement) => ({ value: Number(input.value), min: Number(input.min), max: Number(input.max) }));
      // The thumb's centre runs from half a thumb (Chromium's is 16 px wide) inside one end to half a thumb inside the other.
      const at = (fraction: number) => box.x + 8 + (box.width - 16) * fraction;
      const to = (value - min) / (max - min) > 0.5 ? 0 : 1;
      const y = box.y + box.height / 2;
      await watch(page, 'slider value changed');
      // A press on the track's far end, as a thumb lands on a phone: the thumb jumps there on the press, the input
      // timed; then a short drag back along the track before letting go.
      await page.mouse.move(at(to), y);
      await page.mouse.down();
      await page.mouse.move(at(to) + (to ? -20 : 20), y, { steps: 2 });
      await page.mouse.up();
    },
  },
  {
    name: 'FAQ answer opens',
    route: '/tax-return',
    async perform(page) {
      const question = page.locator('.accordion summary').first();
      await question.scrollIntoViewIfNeeded();
      await watch(page, 'answer open');
      await question.tap();
    },
  },
  {
    name: 'contact dialog opens',
    route: '/',
    async perform(page) {
      // On a phone the header's Get in Touch is in the menu: opened first, untimed.
      await page.getByRole('button', { name: 'Menu', exact: true }).tap();
      const getInTouch = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get in Touch' });
      await getInTouch.waitFor();
      await watch(page, 'dialog open');
      await getInTouch.tap();
    },
  },
];
