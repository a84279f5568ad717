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
      // Grabs the thumb where it is and drags it to the far end, or the near one if it is already at the far end.
      const at = (fraction: number) => box.x + box.width * fraction;
      const from = (value - min) / (max - min);
      const to = from > 0.5 ? 0.02 : 0.98;
      await watch(page, 'slider value changed');
      await page.mouse.move(at(from), box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(at(to), box.y + box.height / 2, { steps: 4 });
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
