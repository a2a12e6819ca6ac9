import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expectNoSeriousViolations, freshPage } from './axe';
import { mosaicPhoto } from './photos';
import { meanDifference, settledShot, withoutWebGl } from './preview-shots';
import { showToolGroup } from './widget-helpers';
import { only } from './devices';

/*
 * The design step's preview (issue 17): the finished object at an angle and on a wall, following
 * size, edge and crop, and as soft as the print when the photo has too few pixels.
 */

/** Mean brightness step between neighbouring pixels: how sharp the edges of a picture are. */
async function edgeEnergy(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let y = 0; y < info.height; y += 1)
    for (let x = 1; x < info.width; x += 1) sum += Math.abs((data[y * info.width + x] as number) - (data[y * info.width + x - 1] as number));
  return sum / (info.height * (info.width - 1));
}

async function openDesign(page: Page, locale: string, size: string) {
  const texts = { de: 'Weiter', en: 'Next', fr: 'Continuer', it: 'Avanti' } as const;
  await page.goto(`/${locale}/configurator/canvas`);
  const widget = page.getByTestId('configurator');
  await widget.getByRole('radio', { name: size, exact: true }).check();
  await widget.getByRole('button', { name: texts[locale as keyof typeof texts] }).click();
  return widget;
}

/** Kept beside the test's results, to be looked at. */
const save = (testInfo: TestInfo, name: string, png: Buffer) => writeFile(testInfo.outputPath(name), png);

test.describe('the preview of the print in the design step', () => {
  test('the object and the wall views follow size, edge and crop', async ({ page, isMobile }, testInfo) => {
    test.slow(); // many settled screenshots
    const widget = await openDesign(page, 'de', '40 × 30 cm');
    await widget.locator('.image-grid button').first().click();
    await widget.getByRole('button', { name: 'Weiter' }).click();
    const views = widget.getByRole('tablist', { name: 'Ansicht' });
    await expect(views.getByRole('tab', { name: 'Gestalten' })).toHaveAttribute('aria-selected', 'true');

    // By keyboard: the tabs move with the arrow keys.
    await views.getByRole('tab', { name: 'Gestalten' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(views.getByRole('tab', { name: 'Objekt' })).toHaveAttribute('aria-selected', 'true');
    const preview = widget.getByRole('application', { name: /Vorschau des fertigen Bildes, 40 × 30 cm/ });
    await expect(preview).toBeVisible();
    const object = await settledShot(preview);
    await save(testInfo, 'object-wrap.png', object);

    await showToolGroup(widget, 'Kante', isMobile);
    const edge = widget.getByRole('group', { name: 'Bildkante' });
    await edge.getByRole('radio', { name: 'Farbe' }).check();
    await edge.getByLabel('Farbe der Kante').fill('#224466');
    const coloured = await settledShot(preview);
    await save(testInfo, 'object-colour-edge.png', coloured);
    expect(coloured.equals(object)).toBe(false);

    // The crop: zoomed in by the toolbar, then moved on the preview itself with the arrow keys.
    await widget.getByRole('button', { name: 'Vergrössern' }).click();
    await widget.getByRole('button', { name: 'Vergrössern' }).click();
    const zoomed = await settledShot(preview);
    expect(zoomed.equals(coloured)).toBe(false);
    await preview.focus();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowLeft');
    const moved = await settledShot(preview);
    await save(testInfo, 'object-crop-moved.png', moved);
    expect(moved.equals(zoomed)).toBe(false);

    // Dragged on the preview: the picture follows the pointer, and the whole drag is one undo step.
    const box = await preview.boundingBox();
    if (!box) throw new Error('the preview has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i += 1) await page.mouse.move(box.x + box.width / 2 + i * 6, box.y + box.height / 2 + i * 3);
    const dragging = await settledShot(preview);
    expect(dragging.equals(moved)).toBe(false);
    await page.mouse.up();
    expect((await settledShot(preview)).equals(dragging)).toBe(true);
    await widget.getByRole('button', { name: 'Rückgängig' }).click();
    // The pointer leaves the button, and its tooltip (over the preview on a phone's narrow layout) with it.
    await page.mouse.move(0, 0);
    // Not byte for byte: on a phone the button's click scrolls the page, and the shot's sampling moves by a fraction of a pixel.
    const undone = await settledShot(preview);
    expect(await meanDifference(undone, moved)).toBeLessThan((await meanDifference(dragging, moved)) / 10);

    await views.getByRole('tab', { name: 'An der Wand' }).click();
    const wall = widget.getByRole('application', { name: /Massstabgetreu: Ihr Bild 40 × 30 cm über einem Sofa von 200 cm Breite/ });
    const small = await settledShot(wall);
    await save(testInfo, 'room-40x30.png', small);
    await wall.focus();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowUp');
    const cropMoved = await settledShot(wall);
    await save(testInfo, 'room-crop-moved.png', cropMoved);
    expect(cropMoved.equals(small)).toBe(false);
    await widget.getByRole('radio', { name: 'Salbeigrün' }).check();
    await widget.getByRole('radio', { name: 'Schlafzimmer' }).check();
    await save(testInfo, 'room-bedroom-sage.png', await settledShot(widget.getByRole('application', { name: /Bett/ })));
    await widget.getByRole('radio', { name: 'Wohnzimmer' }).check();
    await widget.getByRole('radio', { name: 'Warmweiss' }).check();

    // Another size: back to the settings and forth again; the wall view stays chosen.
    await widget.getByRole('button', { name: 'Zurück' }).click();
    await widget.getByRole('button', { name: 'Zurück' }).click();
    await widget.getByRole('radio', { name: '120 × 80 cm', exact: true }).check();
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.getByRole('button', { name: 'Weiter' }).click();
    const large = await settledShot(widget.getByRole('application', { name: /Ihr Bild 120 × 80 cm/ }));
    await save(testInfo, 'room-120x80.png', large);
    expect(large.equals(small)).toBe(false);
    await views.getByRole('tab', { name: 'Objekt' }).click();
    await save(testInfo, 'object-120x80.png', await settledShot(preview.or(widget.getByTestId('preview-canvas'))));
  });

  test('a photo with too few pixels for its size looks as soft as it will print (in English)', only('phone'), async ({ page }, testInfo) => {
    test.slow(); // a 24 MP upload
    const shots: Record<string, Buffer> = {};
    for (const [name, width, height, block] of [
      ['sharp', 6000, 4000, 32],
      ['soft', 1500, 1000, 8],
    ] as const) {
      // A new visitor for each photo: the same visitor would get the first photo's design back as a draft.
      await page.context().clearCookies();
      const widget = await openDesign(page, 'en', '120 × 80 cm');
      await widget.getByTestId('upload-input').setInputFiles({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await mosaicPhoto(width, height, block) });
      await expect(widget.getByTestId('my-images').getByRole('button', { name: `Choose ${name}.jpg` })).toHaveAttribute('aria-pressed', 'true', {
        timeout: 30_000,
      });
      await widget.getByRole('button', { name: 'Next' }).click();
      await expect(widget.getByTestId('quality-meter')).toHaveAttribute('data-quality', name === 'sharp' ? 'sharp' : 'refuse');
      await widget.getByRole('tablist', { name: 'View' }).getByRole('tab', { name: 'Object' }).click();
      const preview = widget.getByRole('application', { name: /Preview of the finished print, 120 × 80 cm/ });
      shots[name] = await settledShot(preview);
      await save(testInfo, `object-${name}.png`, shots[name]);
      if (name === 'soft') await expect(widget.getByText('This is how soft the print will be at this size')).toBeVisible();
    }
    const sharpEdges = await edgeEnergy(shots.sharp as Buffer);
    const softEdges = await edgeEnergy(shots.soft as Buffer);
    expect(softEdges, `edge energy sharp ${sharpEdges}, soft ${softEdges}`).toBeLessThan(0.7 * sharpEdges);
  });

  test('without WebGL the preview is drawn on a 2D canvas and follows the crop (in French)', only('desktop'), async ({ page }, testInfo) => {
    test.slow(); // settled screenshots
    await withoutWebGl(page);
    const widget = await openDesign(page, 'fr', '40 × 30 cm');
    await widget.locator('.image-grid button').first().click();
    await widget.getByRole('button', { name: 'Continuer' }).click();
    const views = widget.getByRole('tablist', { name: 'Vue' });
    await views.getByRole('tab', { name: 'Objet' }).click();
    const preview = widget.getByRole('application', { name: /Aperçu du tableau fini, 40 × 30 cm/ });
    const object = await settledShot(preview);
    await save(testInfo, 'object-2d.png', object);
    // The photo is drawn: the picture is far from the plain backdrop it would be without it.
    const { data } = await sharp(object).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = data.filter((value) => value < 120).length;
    expect(dark / data.length).toBeGreaterThan(0.2);
    await widget.getByRole('button', { name: 'Agrandir' }).click();
    await widget.getByRole('button', { name: 'Agrandir' }).click();
    const zoomed = await settledShot(preview);
    expect(zoomed.equals(object)).toBe(false);
    await views.getByRole('tab', { name: 'Au mur' }).click();
    await save(testInfo, 'room-2d.png', await settledShot(widget.getByTestId('preview-canvas')));
  });

  test('the preview views are accessible and fit a 360 px phone without sideways scrolling (in Italian)', only('desktop'), async ({ browser }) => {
    test.slow(); // two axe runs
    const page = await freshPage(browser, { width: 360, height: 780 });
    const widget = await openDesign(page, 'it', '60 × 40 cm');
    await widget.locator('.image-grid button').first().click();
    await widget.getByRole('button', { name: 'Avanti' }).click();
    const views = widget.getByRole('tablist', { name: 'Vista' });
    for (const [tab, name] of [
      ['Oggetto', /Anteprima del quadro finito, 60 × 40 cm/],
      ['Alla parete', /In scala: la sua immagine di 60 × 40 cm sopra un divano largo 200 cm/],
    ] as const) {
      await views.getByRole('tab', { name: tab }).click();
      await expect(widget.getByRole('application', { name })).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      await expectNoSeriousViolations(page, tab);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await expect(widget.getByRole('radiogroup', { name: 'Colore della parete' }).or(widget.getByRole('group', { name: 'Colore della parete' }))).toBeVisible();
    await page.context().close();
  });
});
