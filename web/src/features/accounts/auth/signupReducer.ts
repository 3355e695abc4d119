import { SignupStatus } from "@atelier/common/enums";
import type { ApiErrorObject } from "@atelier/common/jsonapi";
import type { Registration } from "./api/registrationApi.ts";

/** The sign-up of spec 000 section 4: where the registration stands and what the server objected to. */
export interface SignupState {
  status: SignupStatus;
  registration: Registration | null;
  /** The server's errors of the last failed step, shown beside the fields they point at. */
  errors: ApiErrorObject[];
  /** The status a failing initiate or confirm returns to. */
  previousStatus: SignupStatus;
}

export type SignupAction =
  | { type: "request" }
  | { type: "requestSucceeded"; registration: Registration }
  | { type: "requestFailed" }
  | { type: "initiate" }
  | { type: "initiateSucceeded"; registration: Registration }
  | { type: "initiateFailed"; errors: ApiErrorObject[] }
  | { type: "confirm" }
  | { type: "confirmSucceeded"; registration: Registration }
  | { type: "confirmFailed"; errors: ApiErrorObject[] }
  | { type: "captchaUpdated"; registration: Registration }
  | { type: "reset" };

const CAPTCHA_POINTER = "/data/attributes/captcha";

export const initialSignupState: SignupState = {
  status: SignupStatus.new,
  registration: null,
  errors: [],
  previousStatus: SignupStatus.new,
};

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case "request":
      return { ...state, status: SignupStatus.requesting, errors: [] };
    case "requestSucceeded":
      return { ...state, status: action.registration.status, registration: action.registration };
    case "requestFailed":
      return { ...initialSignupState };
    case "initiate":
      return { ...state, status: SignupStatus.initiating, previousStatus: state.status, errors: [] };
    case "initiateSucceeded":
      return { ...state, status: action.registration.status, registration: action.registration, errors: [] };
    case "initiateFailed":
      return { ...state, status: state.previousStatus, errors: action.errors };
    case "confirm":
      return { ...state, status: SignupStatus.confirming, previousStatus: state.status, errors: [] };
    case "confirmSucceeded":
      return { ...state, status: action.registration.status, registration: action.registration, errors: [] };
    case "confirmFailed":
      return { ...state, status: state.previousStatus, errors: action.errors };
    case "captchaUpdated":
      // A new image keeps the status; only the captcha's own complaint is answered by it.
      return {
        ...state,
        registration: state.registration ? { ...state.registration, captchaUrl: action.registration.captchaUrl } : null,
        errors: state.errors.filter((e) => e.source?.pointer !== CAPTCHA_POINTER),
      };
    case "reset":
      return { ...initialSignupState };
  }
}

/** From `initiated` on, the sign-up has created the account and the reply's token signs the user in. */
export function isSignedUp(status: SignupStatus): boolean {
  return status >= SignupStatus.initiated;
}

/** The form can be sent once a registration (with its captcha) exists and no step is running. */
export function canInitiate(state: SignupState): boolean {
  return state.status === SignupStatus.requested && state.registration !== null;
}
