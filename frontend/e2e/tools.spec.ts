import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hydrated, watchConsole, settled } from './support';

/** The text a WhatsApp link would send. */
async function whatsappText(page: Page, name: RegExp): Promise<string> {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

test.describe('HVAC calculator', () => {
  test('sizes a 20 m² bedroom and carries the estimate into the quote form and WhatsApp (English)', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/tools/hvac-calculator');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HVAC sizing calculator: how many kW does your room need?');

    // 100 fg/h × 20 m² = 2,000 fg/h = 2.33 kW = 7,935 BTU/h (the table gives 6,000) → 2.5 kW split
    await page.getByLabel('Floor area of the room').fill('20');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(estimate).toContainText('2.33 kW');
    await expect(estimate).toContainText('7,935 BTU/h');
    await expect(estimate).toContainText('2,000 frigorías/h');
    await expect(estimate).toContainText('Suggested unit: a 2.5 kW split');

    const message = await whatsappText(page, /Send it on WhatsApp/);
    expect(message).toContain('I used the HVAC calculator');
    expect(message).toContain('Cooling load: 2.33 kW = 7,935 BTU/h = 2,000 frigorías/h');

    await estimate.getByRole('button', { name: 'Request a quote with this estimate' }).click();
    await expect(page.locator('#quote-details')).toHaveValue(/Room: 20 m² \(215 ft²\), ceiling 2\.5 m/);
    await expect(page.locator('#quote-details')).toHaveValue(
      /Cooling load: 2\.33 kW = 7,935 BTU\/h = 2,000 frigorías\/h\n- Suggested unit: 2\.5 kW split/,
    );
    await expect(page.getByRole('heading', { name: 'Ask for a quote for this size' })).toBeFocused();

    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('validates in Spanish, then sizes a sunny 35 m² living room with a kitchen (Spanish)', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/es/herramientas/calculadora-hvac');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de frigorías: ¿cuántos kW necesita tu estancia?');

    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByText('Indica la superficie de la estancia')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu estimación' })).toHaveCount(0);

    // 100 × 35 × 1.10 = 3,850 fg/h = 15,275 BTU/h, + 600 (third person) + 4,000 (kitchen) = 19,875 BTU/h
    // = 5.82 kW = 5,009 fg/h (the table gives 14,500) → 6.0 kW split
    await page.getByLabel('Superficie de la estancia').fill('35');
    await page.getByRole('radio', { name: /Muy soleada/ }).check();
    await page.getByLabel('Personas que suelen estar en la estancia').fill('3');
    await page.getByLabel(/La estancia incluye cocina/).check();
    await page.getByRole('button', { name: 'Calcular' }).click();
    const estimate = page.getByRole('region', { name: 'Tu estimación' });
    await expect(estimate).toContainText('5,82 kW');
    await expect(estimate).toContainText('19.875 BTU/h');
    await expect(estimate).toContainText('5.009 frigorías/h');
    await expect(estimate).toContainText('Equipo recomendado: un split de 6,0 kW');

    const message = await whatsappText(page, /Enviarla por WhatsApp/);
    expect(message).toContain('he usado la calculadora de climatización');
    expect(message).toContain('Potencia de frío: 5,82 kW = 19.875 BTU/h = 5.009 frigorías/h');

    await estimate.getByRole('button', { name: 'Pedir presupuesto con esta estimación' }).click();
    await expect(page.locator('#quote-details')).toHaveValue(/Estancia: 35 m² \(377 ft²\), techo de 2,5 m/);
    await expect(page.locator('#quote-details')).toHaveValue(
      /Personas: 3; cocina: sí\n- Potencia de frío: 5,82 kW = 19\.875 BTU\/h = 5\.009 frigorías\/h/,
    );

    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('switching to ft² converts what was typed and keeps the estimate', async ({ page }) => {
    await page.goto('/tools/hvac-calculator');
    await hydrated(page);
    await page.getByLabel('Floor area of the room').fill('20');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('button', { name: 'ft² and feet' }).click();
    await expect(page.getByLabel('Floor area of the room')).toHaveValue('215');
    await expect(page.getByLabel('Ceiling height')).toHaveValue('8.2');
    await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('2.5 kW split');
  });
});

test.describe('maintenance checklist', () => {
  const storedTicks = (page: Page) => page.evaluate(() => window.localStorage.getItem('maintenance-checklist'));

  test('keeps its ticks after a reload, in either language, until they are cleared', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/tools/maintenance-checklist');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HVAC and solar maintenance checklist');
    const filters = page.getByRole('checkbox', { name: 'Wash the filters of every indoor unit' });
    const anode = page.getByRole('checkbox', { name: 'Water heater: anode and limescale' });
    await filters.check();
    await anode.check();
    await expect(page.getByText('2 of 38 tasks ticked')).toBeVisible();
    expect(JSON.parse((await storedTicks(page)) ?? '')).toEqual({ version: 1, ticked: ['spring-ac-filters', 'yearly-water-anode'] });

    await page.reload();
    await hydrated(page);
    await expect(filters).toBeChecked();
    await expect(anode).toBeChecked();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);

    // The server knows nothing of the ticks: it sends every box unticked, and the browser ticks them after hydrating.
    const html = await (await page.request.get('/tools/maintenance-checklist')).text();
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map(([input]) => input);
    expect(boxes).toHaveLength(38);
    expect(boxes.filter((input) => /\schecked/.test(input))).toEqual([]);

    await page.goto('/es/herramientas/lista-mantenimiento');
    await hydrated(page);
    await expect(page.getByRole('checkbox', { name: 'Lava los filtros de todas las unidades interiores' })).toBeChecked();
    await page.getByRole('button', { name: 'Borrar todas las marcas' }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(page.getByText('0 de 38 tareas marcadas')).toBeVisible();
    expect(await storedTicks(page)).toBeNull();

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('starts unticked, without errors, when the stored ticks are corrupt', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/tools/maintenance-checklist');
    await page.evaluate(() => window.localStorage.setItem('maintenance-checklist', '{"version":1,"ticked":['));
    await page.reload();
    await hydrated(page);
    await expect(page.getByText('0 of 38 tasks ticked')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Clean the filters every two or three weeks' }).check();
    expect(JSON.parse((await storedTicks(page)) ?? '')).toEqual({ version: 1, ticked: ['summer-ac-filters'] });
    expect(problems).toEqual([]);
  });

  test('prints the checklist and nothing of the header, footer, WhatsApp widget or buttons', async ({ page }) => {
    await page.goto('/es/herramientas/lista-mantenimiento');
    await hydrated(page);
    await expect(page.getByTestId('whatsapp-widget')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByTestId('whatsapp-widget')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lista de mantenimiento de climatización y placas solares');
    await expect(page.getByRole('checkbox', { name: 'Lava los filtros de todas las unidades interiores' })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(38);

    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'true');
    });
    await page.getByRole('button', { name: 'Imprimir la lista' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'true');
  });
});

test.describe('tool pages', () => {
  for (const path of [
    '/tools/hvac-calculator',
    '/es/herramientas/calculadora-hvac',
    '/tools/maintenance-checklist',
    '/es/herramientas/lista-mantenimiento',
  ]) {
    test(`${path} has no WCAG 2.1 AA violation (axe)`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await settled(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
