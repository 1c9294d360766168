import type { Locator, Page } from '@playwright/test';
import { createCaseViaApi, officeDate, uniqueWord } from '../support/cases';
import { apiToken, expect, loginAs, test } from '../support/fixtures';

/** For what a screen shows once loaded, on a machine that runs other tests meanwhile. */
const loaded = expect.configure({ timeout: 20_000 });

/** What the keyboard focus looks like on the focused element (or on `ringOf`, the box that draws it for a field). */
interface Ring {
  style: string;
  width: number;
  /** The ring's colour against what lies right behind it: the element's own surface for an inset ring, else its parent's. */
  ratio: number;
}

/**
 * Reads the ring of `document.activeElement` — its outline, or for an outlined text field the field's 2 px border —
 * and computes WCAG's contrast ratio of its colour against the colours behind it, translucent layers composed.
 */
async function focusRing(page: Page, kind: 'outline' | 'field-border' | 'search-box' = 'outline'): Promise<Ring> {
  return page.evaluate((kind) => {
    const active = document.activeElement as HTMLElement;
    const parse = (css: string) => {
      const parts = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0 0 0 0')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // A checkbox or switch draws its ring on the box around its hidden input.
    let holder: HTMLElement = active.matches('input[type="checkbox"], input[type="radio"]')
      ? (active.closest<HTMLElement>('.MuiButtonBase-root') ?? active)
      : active;
    let color: string;
    let style: string;
    let width: number;
    if (kind === 'field-border') {
      holder = active.closest('.MuiOutlinedInput-root')!.querySelector<HTMLElement>('fieldset')!;
      const css = getComputedStyle(holder);
      [color, style, width] = [css.borderTopColor, css.borderTopStyle, parseFloat(css.borderTopWidth)];
    } else {
      if (kind === 'search-box') {
        holder = active.closest<HTMLElement>('[role="search"]')!;
      }
      const css = getComputedStyle(holder);
      [color, style, width] = [css.outlineColor, css.outlineStyle, parseFloat(css.outlineWidth)];
    }
    const inset = kind === 'field-border' || parseFloat(getComputedStyle(holder).outlineOffset) < 0;
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (let node: HTMLElement | null = inset ? holder : holder.parentElement; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) {
        layers.push(layer);
        if (layer.a >= 1) {
          break;
        }
      }
    }
    let behind = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse()) {
      behind = {
        r: layer.r * layer.a + behind.r * (1 - layer.a),
        g: layer.g * layer.a + behind.g * (1 - layer.a),
        b: layer.b * layer.a + behind.b * (1 - layer.a),
      };
    }
    const [lighter, darker] = [luminance(parse(color)), luminance(behind)].sort((a, b) => b - a) as [number, number];
    return { style, width, ratio: (lighter + 0.05) / (darker + 0.05) };
  }, kind);
}

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectRing(page: Page, target: Locator, kind?: 'outline' | 'field-border' | 'search-box') {
  await tabTo(page, target);
  const ring = await focusRing(page, kind);
  expect(ring.style, `${target.toString()} shows its focus`).toBe('solid');
  expect(ring.width, `${target.toString()} ring width`).toBeGreaterThanOrEqual(2);
  expect(ring.ratio, `${target.toString()} ring contrast`).toBeGreaterThanOrEqual(3);
}

test.describe('keyboard focus is visible (decisions §10)', () => {
  test('buttons, links, fields, chips, cards, switches and menu items show a ring of at least 3:1', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord();
    await createCaseViaApi(await apiToken('staff2'), {
      title: `Fokus ${word}`,
      date: officeDate(2),
      type: 'penyidikan',
    });
    await loginAs(page, 'staff');

    await page.goto(`/cases/penyidikan?q=${word}`);
    const main = page.getByRole('main');
    await loaded(main.getByRole('article', { name: `Fokus ${word}` })).toBeVisible();
    const bar = page.getByRole('banner');
    // On the green top bar, the ring is white.
    await expectRing(page, bar.getByRole('link', { name: 'Dashboard', exact: true }));
    await expectRing(page, bar.getByRole('searchbox'), 'search-box');
    await expectRing(page, bar.getByRole('button', { name: 'Menu akun' }));
    // On the page: a link, a button, a field, a chip, a card's control.
    await expectRing(page, main.getByRole('link', { name: 'Kategori', exact: true }));
    await expectRing(page, main.getByRole('button', { name: 'Tambah Kasus Baru' }));
    await expectRing(page, main.getByLabel('Cari kasus Penyidikan', { exact: true }), 'field-border');
    await expectRing(page, main.getByRole('button', { name: 'Semua', exact: true }));
    await expectRing(
      page,
      main.getByRole('article', { name: `Fokus ${word}` }).getByRole('link', { name: 'Lihat Detail' }),
    );

    // A menu's items, reached with the arrow keys.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, bar.getByRole('button', { name: 'Menu akun' }), 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const ring = await focusRing(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.ratio).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');

    // A whole card that is a link, a switch and a toggle.
    await page.goto('/category');
    await expectRing(page, page.getByRole('link', { name: 'Buka daftar kasus Penuntutan' }));
    await page.goto('/calendar');
    await loaded(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
    await expectRing(
      page,
      page
        .getByRole('switch', { name: 'Hanya kasus saya' })
        .or(page.getByRole('checkbox', { name: 'Hanya kasus saya' })),
    );
    await expectRing(page, page.getByRole('button', { name: 'Minggu', exact: true }));
  });

  test('on a phone the top bar icons show the white ring', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'staff');
    const bar = page.getByRole('banner');
    await expectRing(page, bar.getByRole('link', { name: 'Cari kasus' }));
    await expectRing(page, bar.getByRole('button', { name: 'Notifikasi' }));
  });
});
