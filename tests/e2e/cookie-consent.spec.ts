import { expect, test } from './fixtures';

/* A consent banner whose choice is kept in a cookie for 1 year. */

test.use({ consentGiven: false });

for (const choice of ['accept', 'decline'] as const) {
  test(`${choice} stores cookieConsent for one year and hides the banner for good`, async ({
    page,
    shell,
    context,
  }) => {
    await page.goto('/');
    await expect(shell.cookieBanner).toBeVisible();
    const before = Date.now() / 1000;
    await shell.cookieButton(choice).click();
    await expect(shell.cookieBanner).toBeHidden();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookieConsent');
    expect(cookie?.value).toBe(choice === 'accept' ? 'accepted' : 'declined');
    // max-age=31536000: the expiry lands one year (365 days) after the click.
    expect(cookie!.expires - before).toBeGreaterThan(31_536_000 - 60);
    expect(cookie!.expires - before).toBeLessThan(31_536_000 + 60);

    await page.reload();
    await expect(shell.homeHeading).toBeVisible();
    await expect(shell.cookieBanner).toBeHidden();
  });
}
