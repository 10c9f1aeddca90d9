// A Telegram user whose link an owner typed proves it once with the panel account's password
// (the server refuses the sign-in as link_pending until then): the Mini App asks for it here, in
// plain DOM like its other messages, and signs in with the same launch's init data and it. A
// wrong password is said on the form; anything else ends as the refusal's message.
import { ApiError, type AppHttpClient } from '../providers/httpClient';
import { miniAppPage } from './message';

export interface LinkProof {
  root: HTMLElement;
  http: AppHttpClient;
  initData: string;
  telegramUserId: string;
  /** The sign-in with the password; the session is kept when it resolves. */
  signIn: (http: AppHttpClient, initData: string, password: string) => Promise<void>;
  /** Proven and signed in: the panel starts. */
  onSignedIn: () => void;
  /** Refused for another reason than the password: its refusal, to show. */
  onRefused: (error: unknown) => void;
}

export async function askForLinkProof(proof: LinkProof): Promise<void> {
  const { main, translate } = await miniAppPage(proof.root);
  const text = document.createElement('p');
  text.id = 'link-proof-text';
  text.textContent = translate('app.telegram.linkPending', {
    telegramUserId: proof.telegramUserId,
  });
  const form = document.createElement('form');
  form.className = 'mini-app-proof';
  form.setAttribute('aria-describedby', text.id);
  const label = document.createElement('label');
  label.textContent = translate('app.login.password');
  const input = document.createElement('input');
  input.type = 'password';
  input.name = 'password';
  input.required = true;
  input.autocomplete = 'current-password';
  label.append(input);
  const problem = document.createElement('p');
  problem.setAttribute('role', 'alert');
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.textContent = translate('app.telegram.confirm');
  form.append(label, problem, submit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit.disabled = true;
    submit.textContent = translate('app.login.submitting');
    problem.textContent = '';
    proof.signIn(proof.http, proof.initData, input.value).then(proof.onSignedIn, (error) => {
      submit.disabled = false;
      submit.textContent = translate('app.telegram.confirm');
      const reason = error instanceof ApiError ? (error.body as { reason?: unknown })?.reason : '';
      if (reason !== 'wrong_password') return proof.onRefused(error);
      problem.textContent = translate('app.telegram.wrongPassword');
      input.select();
    });
  });
  main.append(text, form);
  input.focus();
}
