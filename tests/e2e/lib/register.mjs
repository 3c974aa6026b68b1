// Registration through the real UI, shared by the tier-1 and tier-2 browser tests.

/**
 * Signs up on /register and waits for the dashboard: the real completeRegistration callable
 * writes the profile and the role claim.
 * @param {import('playwright-core').Page} page
 * @param {{ name: string, email: string, password: string }} account
 */
export async function registerThroughUi(page, { name, email, password }) {
  await page.goto('/register');
  const form = page.locator('form');
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
}
