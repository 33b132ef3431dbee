import { localizedPath, type SiteLocale } from '@tradeforge/contracts';
import { PASSWORD_MIN_LENGTH } from '../lib/passwords';
import { html, type Html } from './html';
import { type pageMessages, translateRefusal } from './messages';

type PageText = ReturnType<typeof pageMessages.in>;

export interface FormState {
  csrf: string;
  continueUrl: string;
  /** The login state of the web app's tab, carried along like `continue` (see `loginStateOf`). */
  loginState?: string | undefined;
  base: string;
  webOrigin: string;
  /** The page's language (`lang=` from the web app, else the browser's), kept through its links and forms. */
  locale: SiteLocale;
  t: PageText;
  /** A refusal: on one field (`field`), on several (`fields`, the first of them in `field`), or on the form. */
  error?: { message: string; field?: string; fields?: { field: string; message: string }[] } | undefined;
  notice?: string | undefined;
  values?: Record<string, string> | undefined;
}

const withContinue = (state: FormState, page: string) =>
  `${state.base}/${page}?${new URLSearchParams({
    continue: state.continueUrl,
    ...(state.loginState ? { state: state.loginState } : {}),
    lang: state.locale,
  })}`;

/** A page of the site in the account page's language. */
const sitePage = (state: FormState, path: string) => `${state.webOrigin}${localizedPath(state.locale, path)}`;

function banner(state: FormState): Html {
  if (state.error && !state.error.field) {
    const refusal = translateRefusal(state.locale, state.error.message);
    return html`<div class="alert error" role="alert" id="form-error">${refusal}</div>`;
  }
  if (state.notice) {
    const notice = translateRefusal(state.locale, state.notice);
    return html`<div class="alert info" role="status">${notice}</div>`;
  }
  return html``;
}

function hidden(state: FormState): Html {
  return html`<input type="hidden" name="_csrf" value="${state.csrf}" />
    <input type="hidden" name="continue" value="${state.continueUrl}" />
    <input type="hidden" name="lang" value="${state.locale}" />${
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
  const refusal = errorOf(state, options.name);
  const message = refusal === undefined ? undefined : translateRefusal(state.locale, refusal);
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

const passwordHint = (state: FormState) => state.t('hint.password', { min: PASSWORD_MIN_LENGTH });

function termsRefusal(state: FormState): Html {
  const refusal = errorOf(state, 'acceptTerms');
  if (refusal === undefined) return html``;
  const message = translateRefusal(state.locale, refusal);
  return html`<p class="field-error" id="acceptTerms-error" role="alert">${message}</p>`;
}

/** "I accept the terms and conditions and the privacy policy.", its two links where the language puts them. */
function acceptTerms(state: FormState): Html {
  const parts = state.t('register.accept').split(/<(terms|privacy)>(.*?)<\/\1>/);
  const out: Html[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    out.push(html`${parts[index]}`);
    if (index + 2 < parts.length) {
      const path = parts[index + 1] === 'terms' ? '/terms-and-conditions' : '/privacy-policy';
      out.push(
        html`<a href="${sitePage(state, path)}" target="_blank" rel="noopener">${parts[index + 2]}</a>`,
      );
    }
  }
  return html`${out}`;
}

export const loginView = (state: FormState) =>
  html`${banner(state)}
    <form method="post" action="${state.base}/login" novalidate>
      ${hidden(state)}
      ${field(state, { name: 'email', label: state.t('field.email'), type: 'email', autocomplete: 'username' })}
      ${field(state, { name: 'password', label: state.t('field.password'), type: 'password', autocomplete: 'current-password', autofocus: !!state.error && !state.error.field })}
      <button type="submit">${state.t('login.submit')}</button>
    </form>
    <div class="links">
      <a href="${withContinue(state, 'forgot-password')}">${state.t('login.forgot')}</a>
      <a href="${withContinue(state, 'register')}">${state.t('login.create')}</a>
    </div>`;

export const registerView = (state: FormState) =>
  html`${banner(state)}
    <p>${state.t('register.intro')}</p>
    <form method="post" action="${state.base}/register" novalidate>
      ${hidden(state)}
      <div class="row">
        ${field(state, { name: 'firstName', label: state.t('field.firstName'), type: 'text', autocomplete: 'given-name' })}
        ${field(state, { name: 'lastName', label: state.t('field.lastName'), type: 'text', autocomplete: 'family-name' })}
      </div>
      ${field(state, { name: 'email', label: state.t('field.email'), type: 'email', autocomplete: 'email' })}
      ${field(state, { name: 'password', label: state.t('field.password'), type: 'password', autocomplete: 'new-password', hint: passwordHint(state), minlength: PASSWORD_MIN_LENGTH })}
      <label class="check" for="acceptTerms"
        ><input
          type="checkbox"
          id="acceptTerms"
          name="acceptTerms"
          value="yes"
          required${state.values?.acceptTerms ? html` checked` : ''}${errorOf(state, 'acceptTerms') ? html` aria-invalid="true" aria-describedby="acceptTerms-error"` : ''}${state.error?.field === 'acceptTerms' ? html` autofocus` : ''}
        />
        <span>${acceptTerms(state)}</span></label
      >
      ${termsRefusal(state)}
      <button type="submit">${state.t('register.submit')}</button>
    </form>
    <div class="links">
      <span
        >${state.t('register.already')}
        <a href="${withContinue(state, 'login')}">${state.t('login.submit')}</a></span
      >
    </div>`;

export const forgotView = (state: FormState) =>
  html`${banner(state)}
    <p>${state.t('forgot.intro')}</p>
    <form method="post" action="${state.base}/forgot-password" novalidate>
      ${hidden(state)}
      ${field(state, { name: 'email', label: state.t('field.email'), type: 'email', autocomplete: 'email' })}
      <button type="submit">${state.t('forgot.submit')}</button>
    </form>
    <div class="links"><a href="${withContinue(state, 'login')}">${state.t('link.backToLogin')}</a></div>`;

export const resetView = (state: FormState & { token: string; usable: boolean }) =>
  state.usable
    ? html`${banner(state)}
        <form method="post" action="${state.base}/reset-password" novalidate>
          ${hidden(state)}
          <input type="hidden" name="token" value="${state.token}" />
          <input type="hidden" name="after" value="password-changed" />
          ${field(state, { name: 'password', label: state.t('field.newPassword'), type: 'password', autocomplete: 'new-password', hint: passwordHint(state), minlength: PASSWORD_MIN_LENGTH })}
          <button type="submit">${state.t('reset.submit')}</button>
        </form>`
    : html`<div class="alert error" role="alert">${state.t('reset.invalid')}</div>
        <div class="links">
          <a href="${withContinue(state, 'forgot-password')}">${state.t('reset.askAgain')}</a>
        </div>`;

/** The second step of a login with two-factor sign-in on: the password was right, now the app's code. */
export const twoFactorView = (state: FormState & { pending: string; after?: string | undefined }) =>
  html`${banner(state)}
    <p>${state.t('twoFactor.intro', { site: state.webOrigin.replace(/^https?:\/\//, '') })}</p>
    <form method="post" action="${state.base}/login/two-factor" novalidate>
      ${hidden(state)}
      <input type="hidden" name="pending" value="${state.pending}" />${
        state.after ? html` <input type="hidden" name="after" value="${state.after}" />` : ''
      }
      ${field(state, { name: 'code', label: state.t('field.code'), type: 'text', autocomplete: 'one-time-code', inputmode: 'text', autofocus: true })}
      <button type="submit">${state.t('twoFactor.submit')}</button>
    </form>
    <div class="links"><a href="${withContinue(state, 'login')}">${state.t('twoFactor.restart')}</a></div>`;

export const verifyEmailView = (state: FormState & { verified: boolean }) =>
  state.verified
    ? html`<div class="alert info" role="status">${state.t('verify.done')}</div>
        <div class="links"><a href="${sitePage(state, '/')}">${state.t('verify.continue')}</a></div>`
    : html`${banner(state)}
        <p>${state.t('verify.failed')}</p>
        <div class="links"><a href="${sitePage(state, '/')}">${state.t('verify.back')}</a></div>`;
