import { SANDBOX_CARDS } from "@atelier/common/plans";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  elementsPastTheRightEdge,
  fill,
  horizontalOverflow,
  keepScreenshot,
  prepareMembers,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";

const PASSWORD = "Sketchbook2026";
/** One buyer per journey, so none meets another's cart or membership. */
const BUYER = { email: "buyer@example.test", name: "Bea Buyer" };
const DECLINED = { email: "declined@example.test", name: "Dana Declined" };
const GERMAN = { email: "jana@example.test", name: "Jana Vogel" };
const API = { "content-type": "application/vnd.api+json" };

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    [BUYER, DECLINED, GERMAN].map((person) => ({ ...person, password: PASSWORD, complete: true, city: "Berlin" })),
  ),
);
const { signedIn } = contextsOf(e2e, PASSWORD);

const main = (page: Page) => page.getByRole("main");
const M = { en: en.membership, de: de.membership };

async function fitsTheScreen(page: Page, what: string) {
  expect(await horizontalOverflow(page), `${what}: ${(await elementsPastTheRightEdge(page)).join("\n")}`).toBe(0);
}

/** From the pricing page into the cart with the monthly plan in euros, as a member clicks it. */
async function choosePremium(page: Page) {
  await open(page, "/pricing");
  await main(page).getByRole("button", { name: en.pages.pricing.premium.action }).click();
  await page.waitForURL("**/cart");
  await main(page).getByRole("heading", { name: M.en.cart.item }).waitFor();
}

/** Opens the card form and pays with a test card, as typed. */
async function payWith(page: Page, cardNumber: string, total: string) {
  await main(page).getByRole("button", { name: M.en.cart.continue }).click();
  const payment = main(page).getByRole("region", { name: M.en.payment.title });
  await payment.getByLabel(M.en.payment.card.number).fill(cardNumber);
  await payment.getByLabel(M.en.payment.card.expiry).fill("1234");
  await payment.getByLabel(M.en.payment.card.cvc).fill("123");
  await payment.getByRole("button", { name: fill(M.en.payment.pay, { amount: total }) }).click();
}

async function putInCart(context: BrowserContext, itemType: string, currency: string) {
  const res = await context.request.post("/api/v1/cart/items", {
    headers: { ...API, origin: e2e.app.url },
    data: { data: { type: "cart_items", attributes: { item_type: itemType, quantity: 1, currency } } },
  });
  expect(res.status()).toBe(201);
}

describe("buying premium", () => {
  it("takes a member from pricing through the cart and a test card to the welcome, the badge and the invoice", async () => {
    const context = await signedIn(BUYER.email);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await choosePremium(page);
    await expect(main(page).getByText("€9.00").first().isVisible()).resolves.toBe(true);
    await keepScreenshot(page, "membership-cart-en.png", { fullPage: true });

    await payWith(page, "4242 4242 4242 4242", "€9.00");
    await page.waitForURL("**/cart/confirmation?order=*");
    await main(page).getByRole("heading", { level: 1, name: M.en.confirmation.title }).waitFor();
    const invoiceLink = main(page).getByRole("link", { name: /^Invoice AT-\d{4}-\d{6} \(PDF\)$/ });
    await invoiceLink.waitFor();
    const number = (await invoiceLink.textContent())?.match(/AT-\d{4}-\d{6}/)?.[0] ?? "";
    await keepScreenshot(page, "membership-confirmation-en.png", { fullPage: true });

    const pdf = await context.request.get((await invoiceLink.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");

    await main(page).getByRole("link", { name: M.en.confirmation.profile }).click();
    await page.waitForURL("**/profile");
    await main(page).getByText(en.profile.premium, { exact: true }).first().waitFor();

    await open(page, "/settings/membership");
    await main(page).getByRole("heading", { name: en.settings.membership.plans.premium }).waitFor();
    await main(page).getByText(en.settings.membership.renewsOn).waitFor();
    await main(page).getByRole("list", { name: M.en.invoices.title }).getByText(number).waitFor();
    await keepScreenshot(page, "membership-settings-en.png", { fullPage: true });

    // Cancelling keeps premium to the period's end; resuming turns the renewal on again.
    await main(page).getByRole("button", { name: M.en.renewal.cancel }).click();
    const confirm = page.getByRole("dialog", { name: M.en.renewal.confirmTitle });
    await confirm.getByRole("button", { name: M.en.renewal.cancel }).click();
    await main(page).getByText(en.settings.membership.endsOn).waitFor();
    await keepScreenshot(page, "membership-settings-cancelled-en.png", { fullPage: true });
    await main(page).getByRole("button", { name: M.en.renewal.resume }).click();
    await main(page).getByText(en.settings.membership.renewsOn).waitFor();

    await open(page, "/membership");
    await main(page).getByRole("heading", { level: 1, name: M.en.overview.premiumTitle }).waitFor();
    // Pricing offers a premium member their membership, not a second one.
    await open(page, "/pricing");
    await main(page).getByRole("link", { name: M.en.overview.manage }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the bank's refusal of a declined card and stays in the cart", async () => {
    const context = await signedIn(DECLINED.email);
    const page = await context.newPage();
    await choosePremium(page);
    await payWith(page, SANDBOX_CARDS.declined, "€9.00");
    // The refusal points at the card's number, under which it shows.
    await main(page).getByText(en.refusals.codes.card_declined).waitFor();
    expect(new URL(page.url()).pathname).toBe("/cart");
    await keepScreenshot(page, "membership-declined-en.png", { fullPage: true });
    await context.close();
  });
});

describe("the cart in German on a phone", () => {
  it("switches the plan, pays with a card the bank asks to confirm, and welcomes in German", async () => {
    const context = await signedIn(GERMAN.email, { language: "de", width: 375 });
    await putInCart(context, "premium_yearly", "EUR");
    const page = await context.newPage();
    await open(page, "/cart");
    await main(page).getByRole("heading", { level: 1, name: M.de.cart.title }).waitFor();
    await main(page).getByText("90,00\u00a0€").first().waitFor();
    await fitsTheScreen(page, "the cart");
    await keepScreenshot(page, "membership-cart-de-phone.png", { fullPage: true });

    await main(page)
      .getByRole("radiogroup", { name: M.de.choice.billing })
      .getByText(M.de.plans.premium_monthly.billing)
      .click();
    await main(page).getByText("9,00\u00a0€").first().waitFor();

    await main(page).getByRole("button", { name: M.de.cart.continue }).click();
    const payment = main(page).getByRole("region", { name: M.de.payment.title });
    await payment
      .getByRole("button", { name: fill(M.de.payment.sandbox.use, { number: "4000 0025 0000 3155" }) })
      .click();
    await payment.getByLabel(M.de.payment.card.expiry).fill("12/34");
    await payment.getByLabel(M.de.payment.card.cvc).fill("123");
    await fitsTheScreen(page, "the card form");
    await keepScreenshot(page, "membership-payment-de-phone.png", { fullPage: true });
    await payment.getByRole("button", { name: fill(M.de.payment.pay, { amount: "9,00\u00a0€" }) }).click();

    const bank = page.getByRole("dialog", { name: M.de.payment.bank.title });
    await bank.waitFor();
    // The dialog fades in; the picture is of it shown.
    await page.waitForTimeout(400);
    await keepScreenshot(page, "membership-bank-de-phone.png");
    await bank.getByRole("button", { name: M.de.payment.bank.approve }).click();
    await page.waitForURL("**/cart/confirmation?order=*");
    await main(page).getByRole("heading", { level: 1, name: M.de.confirmation.title }).waitFor();
    await fitsTheScreen(page, "the confirmation");
    await keepScreenshot(page, "membership-confirmation-de-phone.png", { fullPage: true });
    await context.close();
  });
});
