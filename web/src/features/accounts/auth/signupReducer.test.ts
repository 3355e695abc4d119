import { SignupStatus } from "@atelier/common/enums";
import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { describe, expect, it } from "vitest";
import type { Registration } from "./api/registrationApi.ts";
import {
  canInitiate,
  initialSignupState,
  isSignedUp,
  type SignupAction,
  type SignupState,
  signupReducer,
} from "./signupReducer.ts";

const registration = (overrides: Partial<Registration> = {}): Registration => ({
  id: "7",
  status: SignupStatus.requested,
  service: "email",
  locale: "en",
  captchaUrl: "/api/captchas/a",
  email: null,
  emailSentAt: null,
  ...overrides,
});

const captchaError: ApiErrorObject = {
  status: "422",
  code: "invalid",
  title: "Invalid attribute",
  source: { pointer: "/data/attributes/captcha" },
};
const emailError: ApiErrorObject = {
  status: "422",
  code: "taken",
  title: "Invalid attribute",
  source: { pointer: "/data/attributes/email" },
};

const run = (...actions: SignupAction[]): SignupState => actions.reduce(signupReducer, initialSignupState);

describe("signupReducer", () => {
  it("requests a registration: new, requesting, then the server's status", () => {
    expect(run({ type: "request" }).status).toBe(SignupStatus.requesting);
    const state = run({ type: "request" }, { type: "requestSucceeded", registration: registration() });
    expect(state.status).toBe(SignupStatus.requested);
    expect(state.registration?.captchaUrl).toBe("/api/captchas/a");
    expect(canInitiate(state)).toBe(true);
  });

  it("returns to new when the request fails", () => {
    const state = run({ type: "request" }, { type: "requestFailed" });
    expect(state).toEqual(initialSignupState);
    expect(canInitiate(state)).toBe(false);
  });

  it("initiates: initiating, then the server's status, and the user counts as signed up", () => {
    const requested = run({ type: "request" }, { type: "requestSucceeded", registration: registration() });
    const initiating = signupReducer(requested, { type: "initiate" });
    expect(initiating.status).toBe(SignupStatus.initiating);
    expect(canInitiate(initiating)).toBe(false);
    const done = signupReducer(initiating, {
      type: "initiateSucceeded",
      registration: registration({ status: SignupStatus.unconfirmed, authToken: "t", email: "a@b.test" }),
    });
    expect(done.status).toBe(SignupStatus.unconfirmed);
    expect(isSignedUp(done.status)).toBe(true);
  });

  it("restores the previous status on a failed initiate and keeps the server's errors", () => {
    const state = run(
      { type: "request" },
      { type: "requestSucceeded", registration: registration() },
      { type: "initiate" },
      { type: "initiateFailed", errors: [emailError, captchaError] },
    );
    expect(state.status).toBe(SignupStatus.requested);
    expect(state.errors).toEqual([emailError, captchaError]);
    expect(isSignedUp(state.status)).toBe(false);
  });

  it("answers a captcha complaint with the new image and keeps the other errors", () => {
    const state = run(
      { type: "request" },
      { type: "requestSucceeded", registration: registration() },
      { type: "initiate" },
      { type: "initiateFailed", errors: [emailError, captchaError] },
      { type: "captchaUpdated", registration: registration({ captchaUrl: "/api/captchas/b" }) },
    );
    expect(state.registration?.captchaUrl).toBe("/api/captchas/b");
    expect(state.errors).toEqual([emailError]);
    expect(state.status).toBe(SignupStatus.requested);
  });

  it("confirms: confirming, then confirmed; a failure restores the status before", () => {
    const unconfirmed = run({
      type: "requestSucceeded",
      registration: registration({ status: SignupStatus.unconfirmed }),
    });
    const confirming = signupReducer(unconfirmed, { type: "confirm" });
    expect(confirming.status).toBe(SignupStatus.confirming);
    expect(
      signupReducer(confirming, {
        type: "confirmSucceeded",
        registration: registration({ status: SignupStatus.confirmed, authToken: "t" }),
      }).status,
    ).toBe(SignupStatus.confirmed);
    const failed = signupReducer(confirming, { type: "confirmFailed", errors: [emailError] });
    expect(failed.status).toBe(SignupStatus.unconfirmed);
    expect(failed.errors).toEqual([emailError]);
  });

  it("resets the form to the start", () => {
    expect(run({ type: "requestSucceeded", registration: registration() }, { type: "reset" })).toEqual(
      initialSignupState,
    );
  });

  it("counts initiated and every later status as signed up", () => {
    expect(Object.values(SignupStatus).filter(isSignedUp)).toEqual([
      SignupStatus.initiated,
      SignupStatus.unconfirmed,
      SignupStatus.confirming,
      SignupStatus.confirmed,
    ]);
  });
});
