import { expect, test } from './support/test';
import { E2E_ADMIN_TOKEN } from './support/constants';

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('embeds the OpenStreetMap view of the configured city, with a title', async ({ page }) => {
    const map = page.locator('iframe');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute('title', 'Map of Bengaluru, India');
    const src = new URL((await map.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('layer')).toBe('mapnik');
    expect(src.searchParams.get('bbox')?.split(',').map(Number)).toHaveLength(4);
  });

  test('shows the address, email and phone lines', async ({ page }) => {
    const details = page.getByRole('list', { name: 'Contact details' });
    await expect(details.locator('address')).toContainText('Bengaluru');
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(details.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+/);
  });

  test('shows field errors and sends nothing when the form is invalid', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback')) posted = true;
    });
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    const name = page.getByLabel('Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription('Please enter a message.');
    await expect(name).toBeFocused();

    await name.fill('Ravi');
    await page.getByLabel('Email').fill('ravi@');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('keeps the honeypot out of sight and out of the tab order', async ({ page }) => {
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  });

  test('sends valid feedback, shows the busy state and success, and stores it', async ({
    page,
    request,
  }) => {
    const message = `Browser test message ${Date.now()}`;
    await page.getByLabel('Name').fill('Meera Nair');
    await page.getByLabel('Email').fill('meera@example.org');
    await page.getByLabel('Message').fill(message);

    // Hold the request briefly at the network layer so the busy state can be observed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/feedback', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByRole('status')).toHaveText('Thank you! Your feedback has been sent.');
    await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
    await expect(page.getByLabel('Message')).toHaveValue('');

    const listed = await request.get('/api/feedback', {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(listed.status()).toBe(200);
    const { items } = (await listed.json()) as {
      items: { name: string; email: string; message: string; created_at: string }[];
    };
    const stored = items.find((item) => item.message === message);
    expect(stored).toMatchObject({ name: 'Meera Nair', email: 'meera@example.org', message });
    expect(Number.isNaN(Date.parse(stored?.created_at ?? ''))).toBe(false);
  });

  test('the stored feedback is not readable without the admin token', async ({ request }) => {
    expect((await request.get('/api/feedback')).status()).toBe(401);
  });
});
