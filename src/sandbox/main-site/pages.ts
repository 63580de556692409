import { PERSONA_SEEDS, type PersonaSeed } from '@/sandbox/db/seed-data/personas';
import { escapeMarkup } from '@/lib/escape-markup';
import { page } from '@/sandbox/main-site/html';

type LoginMode = 'login' | 'register';

function identity(p: PersonaSeed): string {
  if (p.walletAddress) return `${p.walletAddress.slice(0, 6)}…${p.walletAddress.slice(-4)}`;
  return p.email ?? p.uid;
}

function personaItem(p: PersonaSeed, returnUrl: string): string {
  return `<li><form method="post" action="/sandbox/login">
<input type="hidden" name="persona" value="${escapeMarkup(p.persona)}">
<input type="hidden" name="returnUrl" value="${escapeMarkup(returnUrl)}">
<p class="who"><strong>${escapeMarkup(p.label)}</strong> <code>${escapeMarkup(identity(p))}</code>
<small>${escapeMarkup(p.description)}</small></p>
<button type="submit">Continue as ${escapeMarkup(p.persona)}</button>
</form></li>`;
}

/** The stand-in login/register page: one plain form per demo persona, no password. */
export function loginPage(mode: LoginMode, returnUrl: string): string {
  const title = mode === 'login' ? 'Log in' : 'Register';
  const intro =
    mode === 'login'
      ? 'Choose a demo account to log in with.'
      : 'Registration is not needed in the sandbox: choose a demo account instead.';
  return page(
    title,
    `<h1>${title}</h1>
<p class="note">This is the exchange sandbox’s stand-in for the main site’s ${mode} page. ${intro}</p>
<ul>
${PERSONA_SEEDS.map((p) => personaItem(p, returnUrl)).join('\n')}
</ul>
<p><a href="${escapeMarkup(returnUrl)}">Go back without logging in</a></p>`,
  );
}

export function errorPage(message: string, returnUrl: string): string {
  return page(
    'Something is wrong',
    `<h1>That did not work</h1>
<p>${escapeMarkup(message)}</p>
<p><a href="/sandbox/login?isP2P=1&amp;returnUrl=${encodeURIComponent(returnUrl)}">Back to the demo accounts</a></p>`,
  );
}
