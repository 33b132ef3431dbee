import { PASSWORD_MIN_LENGTH } from '../lib/passwords';
import { html, type Html } from './html';

export interface FormState {
  csrf: string;
  continueUrl: string;
  /** The login state of the web app's tab, carried along like `continue` (see `loginStateOf`). */
  loginState?: string | undefined;
  base: string;
  webOrigin: string;
  /** A refusal: on one field (`field`), on several (`fields`, the first of them in `field`), or on the form. */
  error?: { message: string; field?: string; fields?: { field: string; message: string }[] } | undefined;
  notice?: string | undefined;
  values?: Record<string, string> | undefined;
}

const withContinue = (state: FormState, page: string) =>
  `${state.base}/${page}?${new URLSearchParams({
    continue: state.continueUrl,
    ...(state.loginState ? { state: state.loginState } : {}),
  })}`;

function banner(state: FormState): Html {
  if (state.error && !state.error.field)
    return html`<div class="alert error" role="alert" id="form-error">${state.error.message}</div>`;
  if (state.notice) return html`<div class="alert info" role="status">${state.notice}</div>`;
  return html``;
}

function hidden(state: FormState): Html {
  return html`<input type="hidden" name="_csrf" value="${state.csrf}" />
    <input type="hidden" name="continue" value="${state.continueUrl}" />${
      state.loginState ? html` <input type="hidden" name="state" value="${state.loginState}" />` : ''
    }`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  hint?: string;
  minlength?: number;
  inputmode?: 'numeric' | 'text';
  /** Takes the focus when the page loads (besides a field in error, which always does). */
  autofocus?: boolean;
}

/** The message of a refusal about this field, if any. */
function errorOf(state: FormState, name: string) {
  const { error } = state;
  if (!error) return undefined;
  return error.fields
    ? error.fields.find((item) => item.field === name)?.message
    : error.field === name
      ? error.message
      : undefined;
}

function field(state: FormState, options: FieldOptions): Html {
  const message = errorOf(state, options.name);
  const invalid = message !== undefined;
  // A refused form comes back as a new page: the focus goes to the (first) field to fix, not the top of the page.
  const focus = state.error?.field === options.name || options.autofocus;
  const value = options.type === 'password' ? '' : (state.values?.[options.name] ?? '');
  const described = [options.hint && `${options.name}-hint`, invalid && `${options.name}-error`].filter(
    Boolean,
  );
  return html`<div>
    <label for="${options.name}">${options.label}</label>
    <input
      id="${options.name}"
      name="${options.name}"
      type="${options.type}"
      autocomplete="${options.autocomplete}"
      ${options.inputmode ? html` inputmode="${options.inputmode}"` : ''}
      value="${value}"
      required${options.minlength ? html` minlength="${options.minlength}"` : ''}${invalid ? html` aria-invalid="true"` : ''}${focus ? html` autofocus` : ''}${described.length ? html` aria-describedby="${described.join(' ')}"` : ''}
    />
    ${options.hint ? html`<p class="hint" id="${options.name}-hint">${options.hint}</p>` : ''}
    ${invalid ? html`<p class="field-error" id="${options.name}-error" role="alert">${message}</p>` : ''}
  </div>`;
}

const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`;

export const loginView = (state: FormState) =>
  html`${banner(state)}
    <form method="post" action="${state.base}/login" novalidate>
      ${hidden(state)}
      ${field(state, { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username' })}
      ${field(state, { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: !!state.error && !state.error.field })}
      <button type="submit">Log in</button>
    </form>
    <div class="links">
      <a href="${withContinue(state, 'forgot-password')}">Forgot your password?</a>
      <a href="${withContinue(state, 'register')}">Create an account</a>
    </div>`;

export const registerView = (state: FormState) =>
  html`${banner(state)}
    <p>Registration is free. Every new account is a Standard user.</p>
    <form method="post" action="${state.base}/register" novalidate>
      ${hidden(state)}
      <div class="row">
        ${field(state, { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' })}
        ${field(state, { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' })}
      </div>
      ${field(state, { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' })}
      ${field(state, { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: passwordHint, minlength: PASSWORD_MIN_LENGTH })}
      <label class="check" for="acceptTerms"
        ><input
          type="checkbox"
          id="acceptTerms"
          name="acceptTerms"
          value="yes"
          required${state.values?.acceptTerms ? html` checked` : ''}${errorOf(state, 'acceptTerms') ? html` aria-invalid="true" aria-describedby="acceptTerms-error"` : ''}${state.error?.field === 'acceptTerms' ? html` autofocus` : ''}
        />
        <span
          >I accept the
          <a href="${state.webOrigin}/terms-and-conditions" target="_blank" rel="noopener"
            >terms and conditions</a
          >
          and the
          <a href="${state.webOrigin}/privacy-policy" target="_blank" rel="noopener">privacy policy</a>.</span
        ></label
      >
      ${errorOf(state, 'acceptTerms') ? html`<p class="field-error" id="acceptTerms-error" role="alert">${errorOf(state, 'acceptTerms')}</p>` : ''}
      <button type="submit">Create my account</button>
    </form>
    <div class="links">
      <span>Already registered? <a href="${withContinue(state, 'login')}">Log in</a></span>
    </div>`;

export const forgotView = (state: FormState) =>
  html`${banner(state)}
    <p>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
    <form method="post" action="${state.base}/forgot-password" novalidate>
      ${hidden(state)}
      ${field(state, { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' })}
      <button type="submit">Send the reset link</button>
    </form>
    <div class="links"><a href="${withContinue(state, 'login')}">Back to log in</a></div>`;

export const resetView = (state: FormState & { token: string; usable: boolean }) =>
  state.usable
    ? html`${banner(state)}
        <form method="post" action="${state.base}/reset-password" novalidate>
          ${hidden(state)}
          <input type="hidden" name="token" value="${state.token}" />
          <input type="hidden" name="after" value="password-changed" />
          ${field(state, { name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: passwordHint, minlength: PASSWORD_MIN_LENGTH })}
          <button type="submit">Save the new password</button>
        </form>`
    : html`<div class="alert error" role="alert">This reset link is invalid or has expired.</div>
        <div class="links"><a href="${withContinue(state, 'forgot-password')}">Ask for a new link</a></div>`;

/** The second step of a login with two-factor sign-in on: the password was right, now the app's code. */
export const twoFactorView = (state: FormState & { pending: string; after?: string | undefined }) =>
  html`${banner(state)}
    <p>
      Open your authenticator app and enter the 6-digit code it shows for
      ${state.webOrigin.replace(/^https?:\/\//, '')}. Lost your phone? Enter one of your recovery codes
      instead.
    </p>
    <form method="post" action="${state.base}/login/two-factor" novalidate>
      ${hidden(state)}
      <input type="hidden" name="pending" value="${state.pending}" />${
        state.after ? html` <input type="hidden" name="after" value="${state.after}" />` : ''
      }
      ${field(state, { name: 'code', label: 'Authentication code', type: 'text', autocomplete: 'one-time-code', inputmode: 'text', autofocus: true })}
      <button type="submit">Verify and log in</button>
    </form>
    <div class="links"><a href="${withContinue(state, 'login')}">Start again</a></div>`;

export const verifyEmailView = (state: FormState & { verified: boolean }) =>
  state.verified
    ? html`<div class="alert info" role="status">
          Your e-mail is confirmed. You can now send inquiries, messages, posts and comments.
        </div>
        <div class="links"><a href="${state.webOrigin}/">Continue to the site</a></div>`
    : html`${banner(state)}
        <p>Log in and ask for a new link from your profile settings.</p>
        <div class="links"><a href="${state.webOrigin}/">Back to the site</a></div>`;
